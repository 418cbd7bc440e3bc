DELETE FROM "consents" AS "later" USING "consents" AS "first" WHERE "later"."user_id" = "first"."user_id" AND "later"."version" = "first"."version" AND ("later"."at", "later"."id") > ("first"."at", "first"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_user_version_idx" ON "consents" USING btree ("user_id","version");--> statement-breakpoint
DROP TABLE "csp_reports";--> statement-breakpoint
CREATE TABLE "csp_reports" (
	"day" date NOT NULL,
	"directive" text NOT NULL,
	"blocked" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csp_reports_day_directive_blocked_pk" PRIMARY KEY("day","directive","blocked")
);
