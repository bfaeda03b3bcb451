CREATE TABLE "seed_info" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"scale" text NOT NULL,
	"seed_date" timestamp NOT NULL,
	"seeded_at" timestamp DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "seed_info_single_row" CHECK ("seed_info"."id" = 1)
);
