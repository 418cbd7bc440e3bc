CREATE TABLE "wear_break_reminders" (
	"user_id" text NOT NULL,
	"out_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered" text[] DEFAULT '{}'::text[] NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "wear_break_reminders_user_id_out_at_pk" PRIMARY KEY("user_id","out_at")
);
--> statement-breakpoint
CREATE TABLE "wear_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wear_break_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wear_break_reminders" ADD CONSTRAINT "wear_break_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wear_events" ADD CONSTRAINT "wear_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wear_events_user_at_idx" ON "wear_events" USING btree ("user_id","at");