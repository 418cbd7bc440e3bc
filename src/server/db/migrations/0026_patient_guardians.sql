CREATE TABLE "patient_guardians" (
	"patient_id" text NOT NULL,
	"guardian_id" text NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_guardians_patient_id_guardian_id_pk" PRIMARY KEY("patient_id","guardian_id")
);
--> statement-breakpoint
ALTER TABLE "patient_guardians" ADD CONSTRAINT "patient_guardians_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_guardians" ADD CONSTRAINT "patient_guardians_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_guardians_guardian_idx" ON "patient_guardians" USING btree ("guardian_id");--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email") WHERE "users"."role" <> 'guardian';--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "raised_by_id" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "raised_by_name" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "by_guardian" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "consents_user_version_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "consents_user_version_idx" ON "consents" USING btree ("user_id","version","by_guardian");
