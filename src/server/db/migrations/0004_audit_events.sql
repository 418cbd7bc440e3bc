CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"patient_id" text,
	"changes" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_patient_at_idx" ON "audit_events" USING btree ("patient_id","at","seq");