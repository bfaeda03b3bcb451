ALTER TABLE "loots" DROP CONSTRAINT "loots_once_a_day";--> statement-breakpoint
ALTER TABLE "loots" ADD COLUMN "subscription_bonus_number" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loots" ADD CONSTRAINT "loots_once_a_day" UNIQUE("user_id","rule_set","date","type","subscription_bonus_number");--> statement-breakpoint
ALTER TABLE "loots" ADD CONSTRAINT "loots_subscription_bonus" CHECK ("loots"."subscription_bonus_number" = 0 or ("loots"."subscription_bonus_number" > 0 and "loots"."type" = 'WEEKLY'));