CREATE TABLE "kept_answers" (
	"rule_set" text NOT NULL,
	"subject" text NOT NULL,
	"route" text NOT NULL,
	"versions" text NOT NULL,
	"etag" text NOT NULL,
	"gzip" "bytea" NOT NULL,
	"kept_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "kept_answers_rule_set_subject_route_pk" PRIMARY KEY("rule_set","subject","route")
);
--> statement-breakpoint
ALTER TABLE "kept_answers" ALTER COLUMN "gzip" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "kept_answers" SET (toast_tuple_target = 8160);
