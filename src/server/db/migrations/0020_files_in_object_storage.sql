ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_object_key_unique" UNIQUE("object_key");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_bytes_in_one_place" CHECK (("data" IS NULL) <> ("object_key" IS NULL));--> statement-breakpoint
CREATE TABLE "object_deletions" (
	"object_key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "object_deletions_due_idx" ON "object_deletions" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE FUNCTION "queue_object_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "object_deletions" ("object_key") VALUES (OLD."object_key") ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "files_deleted_queue_object" AFTER DELETE ON "files" FOR EACH ROW WHEN (OLD."object_key" IS NOT NULL) EXECUTE FUNCTION "queue_object_deletion"();--> statement-breakpoint
CREATE TRIGGER "files_moved_queue_object" AFTER UPDATE OF "object_key" ON "files" FOR EACH ROW WHEN (OLD."object_key" IS NOT NULL AND OLD."object_key" IS DISTINCT FROM NEW."object_key") EXECUTE FUNCTION "queue_object_deletion"();
