ALTER TABLE "player_summaries" ADD COLUMN "owned_counts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Worlds seeded before: each player's counts from their inventory, as the actions now keep them.
UPDATE "player_summaries" ps SET "owned_counts" = o.counts
FROM (
  SELECT g.user_id, g.rule_set, jsonb_agg(jsonb_build_object('rarity', g.rarity, 'shinyLevel', g.shiny_level,
      'upgradeLevel', g.upgrade_level, 'copies', g.copies, 'unique', g.distinct_items)
    ORDER BY g.rarity, g.shiny_level, g.upgrade_level) AS counts
  FROM (
    SELECT i.user_id, i.rule_set, it.rarity, i.shiny_level, i.upgrade_level, sum(i.quantity)::int AS copies,
      count(DISTINCT i.item_id)::int AS distinct_items
    FROM "inventories" i JOIN "items" it ON it.id = i.item_id
    WHERE i.quantity > 0
    GROUP BY i.user_id, i.rule_set, it.rarity, i.shiny_level, i.upgrade_level
  ) g
  GROUP BY g.user_id, g.rule_set
) o
WHERE ps.user_id = o.user_id AND ps.rule_set = o.rule_set;--> statement-breakpoint
-- The loot map's columns carried by the index it reads a player's days from (an index-only scan).
ALTER TABLE "loots" DROP CONSTRAINT "loots_once_a_day";--> statement-breakpoint
ALTER TABLE "loots" ADD CONSTRAINT "loots_once_a_day" UNIQUE ("user_id", "rule_set", "date", "type", "subscription_bonus_number")
  INCLUDE ("at", "amount", "base_amount", "corporation_amount", "subscription_amount", "corporation_bonus_level");
