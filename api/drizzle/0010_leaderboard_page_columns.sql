ALTER TABLE "leaderboard_positions" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "leaderboard_positions" ADD COLUMN "discord_user_name" text;--> statement-breakpoint
ALTER TABLE "leaderboard_positions" ADD COLUMN "discord_global_name" text;--> statement-breakpoint
ALTER TABLE "leaderboard_positions" ADD COLUMN "discord_avatar" text;--> statement-breakpoint
UPDATE "leaderboard_positions" p SET "discord_user_name" = u."discord_user_name", "discord_global_name" = u."discord_global_name", "discord_avatar" = u."discord_avatar" FROM "users" u WHERE u."id" = p."user_id";--> statement-breakpoint
UPDATE "leaderboard_positions" p SET "data" = e."data" FROM "leaderboard_entries" e WHERE e."rule_set" = p."rule_set" AND e."type" = p."type" AND e."user_id" = p."user_id";
