ALTER TABLE "job_applications" ADD COLUMN "job_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "job_applications" SET "job_title" = "jobs"."title" FROM "jobs" WHERE "jobs"."id" = "job_applications"."job_id";
