CREATE TABLE "player_summaries" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"inventory_count" integer NOT NULL,
	"inventory_unique_count" integer NOT NULL,
	"inventory_unique_golden_count" integer NOT NULL,
	"inventory_unique_upgradable_count" integer NOT NULL,
	"inventory_unique_golden_upgradable_count" integer NOT NULL,
	"effects" jsonb NOT NULL,
	CONSTRAINT "player_summaries_user_id_rule_set_pk" PRIMARY KEY("user_id","rule_set")
);
--> statement-breakpoint
ALTER TABLE "player_summaries" ADD CONSTRAINT "player_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;