ALTER TABLE "player_summaries" ADD COLUMN "achievement_unique_cards" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_summaries" ADD COLUMN "achievement_unique_golden_cards" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_summaries" ADD COLUMN "achievement_maxed_constellations" integer DEFAULT 0 NOT NULL;