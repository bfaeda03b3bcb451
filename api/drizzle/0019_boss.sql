CREATE TABLE "boss_damages" (
	"boss_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"damage" integer NOT NULL,
	"attack_count" integer NOT NULL,
	"last_attack_date" text NOT NULL,
	"attacks_on_last_date" integer NOT NULL,
	"last_attack_at" timestamp NOT NULL,
	"reward_balance" integer,
	"reward_lore_dust" integer,
	CONSTRAINT "boss_damages_boss_id_user_id_pk" PRIMARY KEY("boss_id","user_id"),
	CONSTRAINT "boss_damages_counts" CHECK ("boss_damages"."damage" >= 0 and "boss_damages"."attack_count" > 0 and "boss_damages"."attacks_on_last_date" > 0)
);
--> statement-breakpoint
CREATE TABLE "bosses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"name" text NOT NULL,
	"max_health" integer NOT NULL,
	"health" integer NOT NULL,
	"begin_at" timestamp NOT NULL,
	"end_at" timestamp NOT NULL,
	"fallen_at" timestamp,
	CONSTRAINT "bosses_health" CHECK ("bosses"."health" between 0 and "bosses"."max_health")
);
--> statement-breakpoint
ALTER TABLE "boss_damages" ADD CONSTRAINT "boss_damages_boss_id_bosses_id_fk" FOREIGN KEY ("boss_id") REFERENCES "public"."bosses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boss_damages" ADD CONSTRAINT "boss_damages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boss_damages_ranking" ON "boss_damages" USING btree ("boss_id","damage");--> statement-breakpoint
CREATE INDEX "boss_damages_user" ON "boss_damages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bosses_rule_set" ON "bosses" USING btree ("rule_set","begin_at");