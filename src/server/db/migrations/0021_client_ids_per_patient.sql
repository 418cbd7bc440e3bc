ALTER TABLE "wear_events" DROP CONSTRAINT "wear_events_pkey";--> statement-breakpoint
ALTER TABLE "wear_events" ADD CONSTRAINT "wear_events_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "client_id" uuid;--> statement-breakpoint
UPDATE "check_ins" SET "client_id" = "id";--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_user_client_id_unique" ON "check_ins" USING btree ("user_id","client_id");
