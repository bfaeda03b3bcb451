CREATE TABLE "leaderboard_positions" (
	"rule_set" text NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"position" integer NOT NULL,
	"rn" integer NOT NULL,
	CONSTRAINT "leaderboard_positions_pkey" PRIMARY KEY("rule_set","type","user_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_refreshes" (
	"rule_set" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leaderboard_positions_rn" ON "leaderboard_positions" USING btree ("rule_set","type","rn");