CREATE TABLE "world_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"today" date NOT NULL,
	CONSTRAINT "world_clock_one_row" CHECK ("world_clock"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "leaderboard_positions_user" ON "leaderboard_positions" USING btree ("user_id","rule_set");