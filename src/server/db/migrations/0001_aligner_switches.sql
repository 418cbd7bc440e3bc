CREATE TABLE "aligner_switches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"aligner" integer NOT NULL,
	"due_on" date NOT NULL,
	"switched_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aligner_switches" ADD CONSTRAINT "aligner_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aligner_switches_user_aligner_unique" ON "aligner_switches" USING btree ("user_id","aligner");