CREATE TABLE "shop_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"item_id" uuid NOT NULL,
	"shiny_level" smallint NOT NULL,
	"upgrade_level" smallint NOT NULL,
	"price" integer NOT NULL,
	"initial_stock" integer NOT NULL,
	"current_stock" integer NOT NULL,
	"begin_date" timestamp NOT NULL,
	CONSTRAINT "shop_entries_stock" CHECK ("shop_entries"."current_stock" >= 0 and "shop_entries"."current_stock" <= "shop_entries"."initial_stock"),
	CONSTRAINT "shop_entries_price" CHECK ("shop_entries"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "shop_entries" ADD CONSTRAINT "shop_entries_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_entries_rule_set_begin" ON "shop_entries" USING btree ("rule_set","begin_date");