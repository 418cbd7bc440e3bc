DELETE FROM "whatsapp_outbox";--> statement-breakpoint
DROP INDEX "whatsapp_outbox_lease_idx";--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" RENAME COLUMN "lease_until" TO "next_attempt_at";--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "template" text NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "language" text NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "parameters" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "only_to_patient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "patient_id" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "wamid" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "error_code" integer;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "error_title" text;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_due_idx" ON "whatsapp_outbox" USING btree ("next_attempt_at") WHERE status = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_wamid_unique" ON "whatsapp_outbox" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_to_idx" ON "whatsapp_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_patient_idx" ON "whatsapp_outbox" USING btree ("patient_id");
