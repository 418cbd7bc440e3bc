CREATE TABLE "wear_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"out_ms" integer NOT NULL,
	"logged" boolean NOT NULL,
	CONSTRAINT "wear_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "wear_states" (
	"user_id" text PRIMARY KEY NOT NULL,
	"out_since" timestamp with time zone,
	"time_zone" text,
	"changed_from" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wear_days" ADD CONSTRAINT "wear_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wear_states" ADD CONSTRAINT "wear_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wear_days_day_idx" ON "wear_days" USING btree ("day");--> statement-breakpoint
-- Every change to the wear log marks the patient's days as changed from its earliest event, so
-- whatever writes events (the app, a seed, a restore), the days are worked out again before use.
CREATE FUNCTION "wear_events_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "wear_states" ("user_id", "changed_from")
	SELECT "user_id", min("at") FROM "inserted" GROUP BY "user_id"
	ON CONFLICT ("user_id") DO UPDATE
	SET "changed_from" = least("wear_states"."changed_from", excluded."changed_from");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "wear_events_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An update only: when a patient is deleted, their state is already gone.
	UPDATE "wear_states" s SET "changed_from" = least(s."changed_from", d."at")
	FROM (SELECT "user_id", min("at") AS "at" FROM "deleted" GROUP BY "user_id") d
	WHERE s."user_id" = d."user_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "wear_events_inserted" AFTER INSERT ON "wear_events"
REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "wear_events_inserted"();
--> statement-breakpoint
CREATE TRIGGER "wear_events_deleted" AFTER DELETE ON "wear_events"
REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "wear_events_deleted"();
--> statement-breakpoint
-- The log so far: every patient's days are worked out on first use.
INSERT INTO "wear_states" ("user_id", "changed_from")
SELECT "user_id", min("at") FROM "wear_events" GROUP BY "user_id";
