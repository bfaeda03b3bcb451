CREATE TABLE "app_settings" (
	"rule_set" text PRIMARY KEY NOT NULL,
	"current_event_id" uuid,
	"in_calendar_period" boolean NOT NULL,
	"last_hardcore_season_done" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "banners_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "corporation_members" (
	"corporation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"role" text NOT NULL,
	"joined_date" timestamp NOT NULL,
	CONSTRAINT "corporation_members_user_id_rule_set_pk" PRIMARY KEY("user_id","rule_set")
);
--> statement-breakpoint
CREATE TABLE "corporations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"balance" integer NOT NULL,
	"created_date" timestamp NOT NULL,
	"modified_date" timestamp NOT NULL,
	CONSTRAINT "corporations_name" UNIQUE("rule_set","name"),
	CONSTRAINT "corporations_balance" CHECK ("corporations"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fusion_inputs" (
	"fusion_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "fusion_inputs_fusion_id_item_id_pk" PRIMARY KEY("fusion_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "fusions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"result_item_id" uuid NOT NULL,
	CONSTRAINT "fusions_result_item_id_unique" UNIQUE("result_item_id")
);
--> statement-breakpoint
CREATE TABLE "game_features" (
	"feature" text PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"item_id" uuid NOT NULL,
	"shiny_level" smallint NOT NULL,
	"upgrade_level" smallint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inventories_entry" UNIQUE("user_id","rule_set","item_id","shiny_level","upgrade_level"),
	CONSTRAINT "inventories_quantity" CHECK ("inventories"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identifier" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"genre" text NOT NULL,
	"rarity" smallint NOT NULL,
	"description" text,
	"reference" text,
	"pack_id" uuid NOT NULL,
	"score_0" integer NOT NULL,
	"score_1" integer NOT NULL,
	"score_2" integer NOT NULL,
	"shiny_0" boolean NOT NULL,
	"shiny_1" boolean NOT NULL,
	"shiny_2" boolean NOT NULL,
	"is_recyclable" boolean NOT NULL,
	"is_tradable" boolean NOT NULL,
	"is_counting" boolean NOT NULL,
	"is_craftable" boolean NOT NULL,
	"is_invocable" boolean NOT NULL,
	"is_goldable" boolean NOT NULL,
	"is_upgradable" boolean NOT NULL,
	"hide_hardcore_tag" boolean NOT NULL,
	"effect" text,
	CONSTRAINT "items_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "items_rarity_range" CHECK ("items"."rarity" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"year" integer,
	CONSTRAINT "packs_slug_year" UNIQUE("slug","year")
);
--> statement-breakpoint
CREATE TABLE "player_accounts" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"balance" integer NOT NULL,
	"lore_dust" integer NOT NULL,
	"lore_fragment" integer NOT NULL,
	"upgrade_dust" integer NOT NULL,
	"rank_id" uuid NOT NULL,
	"banner_id" uuid,
	"last_active_date" timestamp NOT NULL,
	CONSTRAINT "player_accounts_user_id_rule_set_pk" PRIMARY KEY("user_id","rule_set"),
	CONSTRAINT "player_accounts_balance" CHECK ("player_accounts"."balance" >= 0),
	CONSTRAINT "player_accounts_lore_dust" CHECK ("player_accounts"."lore_dust" >= 0),
	CONSTRAINT "player_accounts_lore_fragment" CHECK ("player_accounts"."lore_fragment" >= 0),
	CONSTRAINT "player_accounts_upgrade_dust" CHECK ("player_accounts"."upgrade_dust" >= 0)
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"date" timestamp NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "ranks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recycle_config" (
	"rarity" smallint NOT NULL,
	"shiny_level" smallint NOT NULL,
	"craft_value" integer NOT NULL,
	"recycle_value" integer NOT NULL,
	CONSTRAINT "recycle_config_rarity_shiny_level_pk" PRIMARY KEY("rarity","shiny_level")
);
--> statement-breakpoint
CREATE TABLE "user_banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"banner_id" uuid NOT NULL,
	"date" timestamp NOT NULL,
	CONSTRAINT "user_banners_once" UNIQUE("user_id","rule_set","banner_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"discord_id" text NOT NULL,
	"discord_user_name" text NOT NULL,
	"discord_global_name" text,
	"discord_avatar" text,
	"created_date" timestamp NOT NULL,
	CONSTRAINT "users_discord_id_unique" UNIQUE("discord_id"),
	CONSTRAINT "users_discord_user_name_unique" UNIQUE("discord_user_name")
);
--> statement-breakpoint
ALTER TABLE "corporation_members" ADD CONSTRAINT "corporation_members_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_members" ADD CONSTRAINT "corporation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusion_inputs" ADD CONSTRAINT "fusion_inputs_fusion_id_fusions_id_fk" FOREIGN KEY ("fusion_id") REFERENCES "public"."fusions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusion_inputs" ADD CONSTRAINT "fusion_inputs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusions" ADD CONSTRAINT "fusions_result_item_id_items_id_fk" FOREIGN KEY ("result_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_accounts" ADD CONSTRAINT "player_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_accounts" ADD CONSTRAINT "player_accounts_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_accounts" ADD CONSTRAINT "player_accounts_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banners" ADD CONSTRAINT "user_banners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banners" ADD CONSTRAINT "user_banners_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporation_members_corporation" ON "corporation_members" USING btree ("corporation_id");--> statement-breakpoint
CREATE INDEX "fusion_inputs_item" ON "fusion_inputs" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "inventories_item" ON "inventories" USING btree ("item_id","rule_set");--> statement-breakpoint
CREATE INDEX "items_pack" ON "items" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "items_rarity" ON "items" USING btree ("rarity");--> statement-breakpoint
CREATE INDEX "posts_date" ON "posts" USING btree ("date");--> statement-breakpoint
CREATE INDEX "users_lower_name" ON "users" USING btree (lower("discord_user_name"));