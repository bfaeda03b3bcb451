CREATE TABLE "giveaway_entries" (
	"giveaway_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entered_at" timestamp NOT NULL,
	"won" boolean DEFAULT false NOT NULL,
	CONSTRAINT "giveaway_entries_giveaway_id_user_id_pk" PRIMARY KEY("giveaway_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"sequence" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"prize" jsonb NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"winner_count" integer NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp,
	"draw_seed" text,
	CONSTRAINT "giveaways_sequence" UNIQUE("rule_set","sequence"),
	CONSTRAINT "giveaways_dates" CHECK ("giveaways"."end_date" > "giveaways"."begin_date"),
	CONSTRAINT "giveaways_counts" CHECK ("giveaways"."entry_count" >= 0 and "giveaways"."winner_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giveaway_entries_user" ON "giveaway_entries" USING btree ("user_id");