ALTER TABLE "users" ADD COLUMN "whatsapp_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ALTER COLUMN "template" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_template_or_body" CHECK (("whatsapp_outbox"."template" is null) <> ("whatsapp_outbox"."body" is null));--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"id" text PRIMARY KEY NOT NULL,
	"wa_message_id" text NOT NULL,
	"phone" text NOT NULL,
	"patient_id" text,
	"kind" text NOT NULL,
	"text" text,
	"payload" text,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_inbound_message_unique" ON "whatsapp_inbound" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_phone_idx" ON "whatsapp_inbound" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_patient_idx" ON "whatsapp_inbound" USING btree ("patient_id");
