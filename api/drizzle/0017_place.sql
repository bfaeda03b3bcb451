CREATE TABLE "place_canvases" (
	"rule_set" text PRIMARY KEY NOT NULL,
	"placement_count" integer NOT NULL,
	"painted_count" integer NOT NULL,
	"last_placed_at" timestamp NOT NULL,
	CONSTRAINT "place_canvases_counts" CHECK ("place_canvases"."painted_count" between 0 and "place_canvases"."placement_count")
);
--> statement-breakpoint
CREATE TABLE "place_painters" (
	"user_id" uuid NOT NULL,
	"rule_set" text NOT NULL,
	"pixel_count" integer NOT NULL,
	"last_placed_at" timestamp NOT NULL,
	CONSTRAINT "place_painters_user_id_rule_set_pk" PRIMARY KEY("user_id","rule_set"),
	CONSTRAINT "place_painters_count" CHECK ("place_painters"."pixel_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "place_pixels" DROP CONSTRAINT "place_pixels_bounds";--> statement-breakpoint
ALTER TABLE "place_pixels" DROP CONSTRAINT "place_pixels_x_y_pk";--> statement-breakpoint
ALTER TABLE "place_pixels" ADD COLUMN "rule_set" text NOT NULL;--> statement-breakpoint
ALTER TABLE "place_pixels" ADD CONSTRAINT "place_pixels_rule_set_x_y_pk" PRIMARY KEY("rule_set","x","y");--> statement-breakpoint
ALTER TABLE "place_painters" ADD CONSTRAINT "place_painters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_pixels" ADD CONSTRAINT "place_pixels_bounds" CHECK ("place_pixels"."x" >= 0 and "place_pixels"."x" <= 499 and "place_pixels"."y" >= 0 and "place_pixels"."y" <= 499);