-- Every account has an avatar and shows a banner from its creation. Worlds made before: an avatar hash made from
-- the chat id (as an account opened live gets), and the starting banner owned from the account's creation and shown
-- where no banner was.
UPDATE "users" SET "discord_avatar" = md5("discord_id") WHERE "discord_avatar" IS NULL;--> statement-breakpoint
UPDATE "leaderboard_positions" p SET "discord_avatar" = u."discord_avatar"
FROM "users" u WHERE p."user_id" = u."id" AND p."discord_avatar" IS NULL;--> statement-breakpoint
DELETE FROM "leaderboard_positions" WHERE "discord_avatar" IS NULL;--> statement-breakpoint
INSERT INTO "user_banners" ("id", "user_id", "rule_set", "banner_id", "date")
SELECT gen_random_uuid(), a."user_id", a."rule_set", b."id", u."created_date"
FROM "player_accounts" a JOIN "users" u ON u."id" = a."user_id" JOIN "banners" b ON b."name" = 'premier-pas'
ON CONFLICT ("user_id", "rule_set", "banner_id") DO NOTHING;--> statement-breakpoint
UPDATE "player_accounts" a SET "banner_id" = b."id" FROM "banners" b
WHERE b."name" = 'premier-pas' AND a."banner_id" IS NULL;--> statement-breakpoint
-- Answers kept under the rows' versions were made without these fields: made again on the next request.
DELETE FROM "kept_answers";--> statement-breakpoint
ALTER TABLE "player_accounts" ALTER COLUMN "banner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "discord_avatar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_positions" ALTER COLUMN "discord_avatar" SET NOT NULL;
