CREATE TABLE "check_in_photos" (
	"file_id" text PRIMARY KEY NOT NULL,
	"check_in_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"aligner" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_status" text,
	"review_comment" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" text,
	"reviewed_by_name" text
);
--> statement-breakpoint
ALTER TABLE "check_in_photos" ADD CONSTRAINT "check_in_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_photos" ADD CONSTRAINT "check_in_photos_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_photos_position_unique" ON "check_in_photos" USING btree ("check_in_id","position");--> statement-breakpoint
CREATE INDEX "check_ins_user_created_idx" ON "check_ins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_pending_idx" ON "check_ins" USING btree ("created_at") WHERE "check_ins"."review_status" is null;