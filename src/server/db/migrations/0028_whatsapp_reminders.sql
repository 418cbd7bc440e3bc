CREATE TABLE "whatsapp_reminders" (
	"patient_id" text NOT NULL,
	"event" text NOT NULL,
	"recipient_id" text NOT NULL,
	"outbox_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_reminders_patient_id_event_recipient_id_pk" PRIMARY KEY("patient_id","event","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
