CREATE TABLE "csp_reports" (
	"key" text PRIMARY KEY NOT NULL,
	"directive" text NOT NULL,
	"blocked" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "pause_id" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "closed_by_id" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "closed_by_name" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "applicant_key" text;--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_lease_idx" ON "whatsapp_outbox" USING btree ("lease_until");--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_pause_id_pauses_id_fk" FOREIGN KEY ("pause_id") REFERENCES "public"."pauses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_applicant_unique" ON "job_applications" USING btree ("applicant_key");