CREATE TABLE "action_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp NOT NULL,
	"inputs" jsonb NOT NULL,
	"outcome" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardcore_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"failed_date" date,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "hardcore_seasons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"index" smallint NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "hardcore_seasons_index_unique" UNIQUE("index"),
	CONSTRAINT "hardcore_seasons_dates" CHECK ("hardcore_seasons"."end_date" >= "hardcore_seasons"."begin_date")
);
--> statement-breakpoint
CREATE TABLE "player_daily_counters" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"date" date NOT NULL,
	"counter" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "player_daily_counters_user_id_rule_set_date_counter_pk" PRIMARY KEY("user_id","rule_set","date","counter"),
	CONSTRAINT "player_daily_counters_value" CHECK ("player_daily_counters"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_counters" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"invoke_before_pity" integer NOT NULL,
	"dailies_since_weekly" integer DEFAULT 0 NOT NULL,
	"last_daily_date" date,
	"daily_loot_count" integer DEFAULT 0 NOT NULL,
	"weekly_loot_count" integer DEFAULT 0 NOT NULL,
	"invocation_count" integer DEFAULT 0 NOT NULL,
	"recycled_count" integer DEFAULT 0 NOT NULL,
	"craft_count" integer DEFAULT 0 NOT NULL,
	"enchant_count" integer DEFAULT 0 NOT NULL,
	"fusion_count" integer DEFAULT 0 NOT NULL,
	"constellation_count" integer DEFAULT 0 NOT NULL,
	"evolution_count" integer DEFAULT 0 NOT NULL,
	"tower_attempt_count" integer DEFAULT 0 NOT NULL,
	"best_tower_floor" integer DEFAULT 0 NOT NULL,
	"trade_count" integer DEFAULT 0 NOT NULL,
	"lucky_count" integer DEFAULT 0 NOT NULL,
	"calendar_box_count" integer DEFAULT 0 NOT NULL,
	"shop_purchase_count" integer DEFAULT 0 NOT NULL,
	"subscription_count" integer DEFAULT 0 NOT NULL,
	"challenge_count" integer DEFAULT 0 NOT NULL,
	"challenge_score" integer DEFAULT 0 NOT NULL,
	"achievement_count" integer DEFAULT 0 NOT NULL,
	"achievement_score" integer DEFAULT 0 NOT NULL,
	"corporation_gift_total" integer DEFAULT 0 NOT NULL,
	"hardcore_run_count" integer DEFAULT 0 NOT NULL,
	"hardcore_failure_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_counters_user_id_rule_set_pk" PRIMARY KEY("user_id","rule_set"),
	CONSTRAINT "player_counters_pity" CHECK ("player_counters"."invoke_before_pity" >= 0),
	CONSTRAINT "player_counters_dailies" CHECK ("player_counters"."dailies_since_weekly" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"at" timestamp NOT NULL,
	"base_amount" integer NOT NULL,
	"corporation_amount" integer NOT NULL,
	"subscription_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"corporation_bonus_level" smallint NOT NULL,
	"lore_dust" integer NOT NULL,
	CONSTRAINT "loots_once_a_day" UNIQUE("user_id","rule_set","date","type"),
	CONSTRAINT "loots_type" CHECK ("loots"."type" in ('DAILY', 'WEEKLY')),
	CONSTRAINT "loots_amount" CHECK ("loots"."amount" = "loots"."base_amount" + "loots"."corporation_amount" + "loots"."subscription_amount")
);
--> statement-breakpoint
CREATE TABLE "event_items" (
	"event_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "event_items_event_id_item_id_pk" PRIMARY KEY("event_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"name" text NOT NULL,
	"pack_id" uuid NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"balance_cost" integer NOT NULL,
	"lore_dust_cost" integer NOT NULL,
	"invoke_count" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"is_one_time" boolean NOT NULL,
	"is_pity_enabled" boolean NOT NULL,
	CONSTRAINT "events_costs" CHECK ("events"."balance_cost" >= 0 and "events"."lore_dust_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"at" timestamp NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"balance_cost" integer NOT NULL,
	"lore_dust_cost" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"rarity" smallint NOT NULL,
	"shiny_level" smallint NOT NULL,
	"is_pity" boolean NOT NULL,
	"is_effect_card" boolean NOT NULL,
	"invoke_before_pity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evolution_steps" (
	"evolution_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"item_id" uuid NOT NULL,
	"upgrade_dust_cost" integer NOT NULL,
	CONSTRAINT "evolution_steps_evolution_id_step_pk" PRIMARY KEY("evolution_id","step"),
	CONSTRAINT "evolution_steps_cost" CHECK ("evolution_steps"."upgrade_dust_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "evolutions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"inventory_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"date" timestamp NOT NULL,
	CONSTRAINT "pins_once" UNIQUE("user_id","rule_set","inventory_id")
);
--> statement-breakpoint
CREATE TABLE "player_reputations" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"reputation_id" uuid NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "player_reputations_user_id_rule_set_reputation_id_pk" PRIMARY KEY("user_id","rule_set","reputation_id"),
	CONSTRAINT "player_reputations_value" CHECK ("player_reputations"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_tower_stats" (
	"user_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"attempt_count" integer NOT NULL,
	"max_floor_index" smallint NOT NULL,
	"round_count" smallint,
	"max_round_index" smallint,
	CONSTRAINT "player_tower_stats_user_id_season_id_pk" PRIMARY KEY("user_id","season_id"),
	CONSTRAINT "player_tower_stats_floor" CHECK ("player_tower_stats"."max_floor_index" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "reputation_levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reputation_id" uuid NOT NULL,
	"index" smallint NOT NULL,
	"name" text NOT NULL,
	"from_value" integer NOT NULL,
	"to_value" integer NOT NULL,
	CONSTRAINT "reputation_levels_index" UNIQUE("reputation_id","index"),
	CONSTRAINT "reputation_levels_range" CHECK ("reputation_levels"."to_value" >= "reputation_levels"."from_value")
);
--> statement-breakpoint
CREATE TABLE "reputations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "reputations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tournament_battles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_index" smallint NOT NULL,
	"index" smallint NOT NULL,
	"participant1_user_id" uuid NOT NULL,
	"participant1_bonus" double precision NOT NULL,
	"participant2_user_id" uuid,
	"participant2_bonus" double precision,
	"outcome" boolean,
	CONSTRAINT "tournament_battles_place" UNIQUE("tournament_id","round_index","index")
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"tournament_id" uuid NOT NULL,
	"index" smallint NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "tournament_rounds_tournament_id_index_pk" PRIMARY KEY("tournament_id","index")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"season_id" uuid NOT NULL,
	"date" date NOT NULL,
	"round_count" smallint NOT NULL,
	"round_index" smallint NOT NULL,
	"is_done" boolean NOT NULL,
	CONSTRAINT "tournaments_season_id_unique" UNIQUE("season_id")
);
--> statement-breakpoint
CREATE TABLE "tower_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"season_id" uuid NOT NULL,
	"at" timestamp NOT NULL,
	"floor_index" smallint NOT NULL,
	"item_id" uuid NOT NULL,
	"rarity" smallint NOT NULL,
	"shiny_level" smallint NOT NULL,
	"reputation_gained" integer NOT NULL,
	"lore_dust_cost" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tower_floor_drop_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"floor_id" uuid NOT NULL,
	"rarity" smallint NOT NULL,
	"shiny_level" smallint NOT NULL,
	"rate" double precision NOT NULL,
	CONSTRAINT "tower_floor_drop_rates_once" UNIQUE("floor_id","rarity","shiny_level"),
	CONSTRAINT "tower_floor_drop_rates_rate" CHECK ("tower_floor_drop_rates"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tower_floors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tower_id" uuid NOT NULL,
	"index" smallint NOT NULL,
	"rate" double precision NOT NULL,
	CONSTRAINT "tower_floors_index" UNIQUE("tower_id","index"),
	CONSTRAINT "tower_floors_index_range" CHECK ("tower_floors"."index" between 0 and 5),
	CONSTRAINT "tower_floors_rate" CHECK ("tower_floors"."rate" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "tower_seasons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"index" smallint NOT NULL,
	"tower_id" uuid NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "tower_seasons_index" UNIQUE("rule_set","index"),
	CONSTRAINT "tower_seasons_dates_order" CHECK ("tower_seasons"."end_date" >= "tower_seasons"."begin_date")
);
--> statement-breakpoint
CREATE TABLE "towers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"index" smallint NOT NULL,
	"name" text NOT NULL,
	"pack_id" uuid NOT NULL,
	"reputation_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporation_bonuses" (
	"corporation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "corporation_bonuses_corporation_id_type_pk" PRIMARY KEY("corporation_id","type"),
	CONSTRAINT "corporation_bonuses_level" CHECK ("corporation_bonuses"."level" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "corporation_gifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"corporation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"at" timestamp NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "corporation_gifts_amount" CHECK ("corporation_gifts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "corporation_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"corporation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"amount" integer,
	"bonus_type" text,
	"at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_periods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "challenge_periods_begin" UNIQUE("rule_set","begin_date")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"max" integer NOT NULL,
	"score" integer NOT NULL,
	"reward_lore_dust" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"period_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "period_challenges_once" UNIQUE("period_id","challenge_id"),
	CONSTRAINT "period_challenges_position" CHECK ("period_challenges"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "player_challenges" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"period_challenge_id" uuid NOT NULL,
	"progress" integer NOT NULL,
	"completed_date" timestamp,
	"score" integer NOT NULL,
	CONSTRAINT "player_challenges_user_id_rule_set_period_challenge_id_pk" PRIMARY KEY("user_id","rule_set","period_challenge_id"),
	CONSTRAINT "player_challenges_progress" CHECK ("player_challenges"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "achievement_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"index" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"index" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"metric" text NOT NULL,
	"target" integer NOT NULL,
	"score" integer NOT NULL,
	"reward_lore_dust" integer,
	"reward_banner_id" uuid,
	"reward_item_id" uuid,
	"feat_of_strength" boolean NOT NULL,
	"is_deletable" boolean NOT NULL,
	CONSTRAINT "achievements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "player_achievements" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"achievement_id" uuid NOT NULL,
	"progress" integer NOT NULL,
	"date" timestamp,
	"delete_date" timestamp,
	CONSTRAINT "player_achievements_user_id_rule_set_achievement_id_pk" PRIMARY KEY("user_id","rule_set","achievement_id"),
	CONSTRAINT "player_achievements_progress" CHECK ("player_achievements"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"at" timestamp NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"lore_dust_cost" integer NOT NULL,
	"reward_item_id" uuid,
	"reward_shiny_level" smallint NOT NULL,
	CONSTRAINT "subscriptions_dates" CHECK ("subscriptions"."end_date" >= "subscriptions"."begin_date")
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"rule_set" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "jackpots_amount" CHECK ("jackpots"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lucky_links" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"created_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"type" text NOT NULL,
	"reward" jsonb NOT NULL,
	"source" text NOT NULL,
	"granted_at" timestamp NOT NULL,
	"scratched_at" timestamp,
	"jackpot_won" integer NOT NULL,
	"link_code" text
);
--> statement-breakpoint
CREATE TABLE "calendar_boxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"year" smallint NOT NULL,
	"index" smallint NOT NULL,
	"openable_date" date NOT NULL,
	"item_id" uuid,
	"shiny_level" smallint NOT NULL,
	"upgrade_level" smallint NOT NULL,
	"banner_id" uuid,
	"lore_dust" integer NOT NULL,
	"lore_fragment" integer NOT NULL,
	"balance" integer NOT NULL,
	"lucky_type" text,
	CONSTRAINT "calendar_boxes_day" UNIQUE("rule_set","year","index"),
	CONSTRAINT "calendar_boxes_index" CHECK ("calendar_boxes"."index" between 0 and 24)
);
--> statement-breakpoint
CREATE TABLE "calendar_openings" (
	"user_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"opened_at" timestamp NOT NULL,
	CONSTRAINT "calendar_openings_user_id_box_id_pk" PRIMARY KEY("user_id","box_id")
);
--> statement-breakpoint
CREATE TABLE "trade_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"shiny_level" smallint NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp NOT NULL,
	"status" text NOT NULL,
	"closed_at" timestamp,
	CONSTRAINT "trade_offers_price" CHECK ("trade_offers"."price" > 0),
	CONSTRAINT "trade_offers_status" CHECK ("trade_offers"."status" in ('OPEN', 'ACCEPTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"shiny_level" smallint NOT NULL,
	"price" integer NOT NULL,
	"at" timestamp NOT NULL,
	CONSTRAINT "trades_offer_id_unique" UNIQUE("offer_id")
);
--> statement-breakpoint
CREATE TABLE "shop_purchases" (
	"user_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"at" timestamp NOT NULL,
	CONSTRAINT "shop_purchases_user_id_entry_id_pk" PRIMARY KEY("user_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_entries" (
	"rule_set" text NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"tie_break" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "leaderboard_entries_rule_set_type_user_id_pk" PRIMARY KEY("rule_set","type","user_id")
);
--> statement-breakpoint
CREATE TABLE "place_pixels" (
	"x" smallint NOT NULL,
	"y" smallint NOT NULL,
	"colour" text NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp NOT NULL,
	CONSTRAINT "place_pixels_x_y_pk" PRIMARY KEY("x","y"),
	CONSTRAINT "place_pixels_bounds" CHECK ("place_pixels"."x" between 0 and 499 and "place_pixels"."y" between 0 and 499),
	CONSTRAINT "place_pixels_colour" CHECK ("place_pixels"."colour" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardcore_runs" ADD CONSTRAINT "hardcore_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardcore_runs" ADD CONSTRAINT "hardcore_runs_season_id_hardcore_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."hardcore_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_daily_counters" ADD CONSTRAINT "player_daily_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_counters" ADD CONSTRAINT "player_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loots" ADD CONSTRAINT "loots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invocations" ADD CONSTRAINT "invocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invocations" ADD CONSTRAINT "invocations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invocations" ADD CONSTRAINT "invocations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evolution_steps" ADD CONSTRAINT "evolution_steps_evolution_id_evolutions_id_fk" FOREIGN KEY ("evolution_id") REFERENCES "public"."evolutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evolution_steps" ADD CONSTRAINT "evolution_steps_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reputations" ADD CONSTRAINT "player_reputations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_reputations" ADD CONSTRAINT "player_reputations_reputation_id_reputations_id_fk" FOREIGN KEY ("reputation_id") REFERENCES "public"."reputations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tower_stats" ADD CONSTRAINT "player_tower_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tower_stats" ADD CONSTRAINT "player_tower_stats_season_id_tower_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."tower_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_levels" ADD CONSTRAINT "reputation_levels_reputation_id_reputations_id_fk" FOREIGN KEY ("reputation_id") REFERENCES "public"."reputations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_battles" ADD CONSTRAINT "tournament_battles_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_battles" ADD CONSTRAINT "tournament_battles_participant1_user_id_users_id_fk" FOREIGN KEY ("participant1_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_battles" ADD CONSTRAINT "tournament_battles_participant2_user_id_users_id_fk" FOREIGN KEY ("participant2_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_season_id_tower_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."tower_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_attempts" ADD CONSTRAINT "tower_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_attempts" ADD CONSTRAINT "tower_attempts_season_id_tower_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."tower_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_attempts" ADD CONSTRAINT "tower_attempts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_floor_drop_rates" ADD CONSTRAINT "tower_floor_drop_rates_floor_id_tower_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."tower_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_floors" ADD CONSTRAINT "tower_floors_tower_id_towers_id_fk" FOREIGN KEY ("tower_id") REFERENCES "public"."towers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tower_seasons" ADD CONSTRAINT "tower_seasons_tower_id_towers_id_fk" FOREIGN KEY ("tower_id") REFERENCES "public"."towers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towers" ADD CONSTRAINT "towers_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towers" ADD CONSTRAINT "towers_reputation_id_reputations_id_fk" FOREIGN KEY ("reputation_id") REFERENCES "public"."reputations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_bonuses" ADD CONSTRAINT "corporation_bonuses_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_gifts" ADD CONSTRAINT "corporation_gifts_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_gifts" ADD CONSTRAINT "corporation_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_logs" ADD CONSTRAINT "corporation_logs_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_logs" ADD CONSTRAINT "corporation_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_challenges" ADD CONSTRAINT "period_challenges_period_id_challenge_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."challenge_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_challenges" ADD CONSTRAINT "period_challenges_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_challenges" ADD CONSTRAINT "player_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_challenges" ADD CONSTRAINT "player_challenges_period_challenge_id_period_challenges_id_fk" FOREIGN KEY ("period_challenge_id") REFERENCES "public"."period_challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_category_id_achievement_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."achievement_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_reward_banner_id_banners_id_fk" FOREIGN KEY ("reward_banner_id") REFERENCES "public"."banners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_reward_item_id_items_id_fk" FOREIGN KEY ("reward_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievements" ADD CONSTRAINT "player_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievements" ADD CONSTRAINT "player_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_reward_item_id_items_id_fk" FOREIGN KEY ("reward_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_links" ADD CONSTRAINT "lucky_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_link_code_lucky_links_code_fk" FOREIGN KEY ("link_code") REFERENCES "public"."lucky_links"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_boxes" ADD CONSTRAINT "calendar_boxes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_boxes" ADD CONSTRAINT "calendar_boxes_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_openings" ADD CONSTRAINT "calendar_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_openings" ADD CONSTRAINT "calendar_openings_box_id_calendar_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."calendar_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offers" ADD CONSTRAINT "trade_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offers" ADD CONSTRAINT "trade_offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_offer_id_trade_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."trade_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchases" ADD CONSTRAINT "shop_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_purchases" ADD CONSTRAINT "shop_purchases_entry_id_shop_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."shop_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_entries" ADD CONSTRAINT "leaderboard_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_pixels" ADD CONSTRAINT "place_pixels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_log_user" ON "action_log" USING btree ("user_id","rule_set","at");--> statement-breakpoint
CREATE INDEX "action_log_action" ON "action_log" USING btree ("rule_set","action","at");--> statement-breakpoint
CREATE INDEX "hardcore_runs_user" ON "hardcore_runs" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "hardcore_runs_season" ON "hardcore_runs" USING btree ("season_id","failed_date");--> statement-breakpoint
CREATE UNIQUE INDEX "hardcore_runs_one_open" ON "hardcore_runs" USING btree ("user_id") WHERE "hardcore_runs"."end_date" is null;--> statement-breakpoint
CREATE INDEX "loots_rule_set_date" ON "loots" USING btree ("rule_set","date");--> statement-breakpoint
CREATE INDEX "event_items_item" ON "event_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "events_rule_set_dates" ON "events" USING btree ("rule_set","begin_date","end_date");--> statement-breakpoint
CREATE INDEX "invocations_user" ON "invocations" USING btree ("user_id","rule_set","at");--> statement-breakpoint
CREATE INDEX "invocations_item" ON "invocations" USING btree ("item_id","rule_set");--> statement-breakpoint
CREATE INDEX "invocations_rarity" ON "invocations" USING btree ("rule_set","rarity","at");--> statement-breakpoint
CREATE INDEX "invocations_event" ON "invocations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "evolution_steps_item" ON "evolution_steps" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "pins_user" ON "pins" USING btree ("user_id","rule_set","position");--> statement-breakpoint
CREATE INDEX "pins_inventory" ON "pins" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "player_reputations_ranking" ON "player_reputations" USING btree ("rule_set","reputation_id","value");--> statement-breakpoint
CREATE INDEX "player_tower_stats_ranking" ON "player_tower_stats" USING btree ("season_id","max_floor_index" DESC NULLS LAST,"attempt_count");--> statement-breakpoint
CREATE INDEX "tournament_battles_participant1" ON "tournament_battles" USING btree ("participant1_user_id");--> statement-breakpoint
CREATE INDEX "tournament_battles_participant2" ON "tournament_battles" USING btree ("participant2_user_id");--> statement-breakpoint
CREATE INDEX "tournaments_rule_set_date" ON "tournaments" USING btree ("rule_set","date");--> statement-breakpoint
CREATE INDEX "tower_attempts_user" ON "tower_attempts" USING btree ("user_id","rule_set","season_id","at");--> statement-breakpoint
CREATE INDEX "tower_attempts_season_floor" ON "tower_attempts" USING btree ("season_id","floor_index");--> statement-breakpoint
CREATE INDEX "tower_attempts_item" ON "tower_attempts" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "tower_seasons_dates" ON "tower_seasons" USING btree ("rule_set","begin_date");--> statement-breakpoint
CREATE INDEX "corporation_gifts_member" ON "corporation_gifts" USING btree ("corporation_id","user_id","date");--> statement-breakpoint
CREATE INDEX "corporation_logs_corporation" ON "corporation_logs" USING btree ("corporation_id","at");--> statement-breakpoint
CREATE INDEX "corporation_logs_user" ON "corporation_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_challenges_challenge" ON "player_challenges" USING btree ("period_challenge_id","completed_date");--> statement-breakpoint
CREATE INDEX "achievements_category" ON "achievements" USING btree ("category_id","index");--> statement-breakpoint
CREATE INDEX "player_achievements_achievement" ON "player_achievements" USING btree ("achievement_id","rule_set","date");--> statement-breakpoint
CREATE INDEX "subscriptions_user" ON "subscriptions" USING btree ("user_id","rule_set","end_date");--> statement-breakpoint
CREATE INDEX "lucky_links_user" ON "lucky_links" USING btree ("user_id","rule_set");--> statement-breakpoint
CREATE INDEX "tickets_user" ON "tickets" USING btree ("user_id","rule_set","scratched_at");--> statement-breakpoint
CREATE INDEX "tickets_link" ON "tickets" USING btree ("link_code","type");--> statement-breakpoint
CREATE INDEX "tickets_type" ON "tickets" USING btree ("rule_set","type","scratched_at");--> statement-breakpoint
CREATE INDEX "calendar_openings_box" ON "calendar_openings" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "trade_offers_open" ON "trade_offers" USING btree ("rule_set","status","created_at");--> statement-breakpoint
CREATE INDEX "trade_offers_item" ON "trade_offers" USING btree ("item_id","rule_set","status");--> statement-breakpoint
CREATE INDEX "trade_offers_seller" ON "trade_offers" USING btree ("seller_id","rule_set");--> statement-breakpoint
CREATE INDEX "trades_seller" ON "trades" USING btree ("seller_id","rule_set","at");--> statement-breakpoint
CREATE INDEX "trades_buyer" ON "trades" USING btree ("buyer_id","rule_set","at");--> statement-breakpoint
CREATE INDEX "trades_item" ON "trades" USING btree ("item_id","rule_set","at");--> statement-breakpoint
CREATE INDEX "shop_purchases_entry" ON "shop_purchases" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "leaderboard_entries_ranking" ON "leaderboard_entries" USING btree ("rule_set","type","score" DESC NULLS LAST,"tie_break" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leaderboard_entries_user" ON "leaderboard_entries" USING btree ("user_id","rule_set");--> statement-breakpoint
CREATE INDEX "place_pixels_user" ON "place_pixels" USING btree ("user_id");