ALTER TABLE "corporations" DROP CONSTRAINT "corporations_name";--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "dissolved_at" timestamp;--> statement-breakpoint
CREATE UNIQUE INDEX "corporations_name" ON "corporations" USING btree ("rule_set","search_name") WHERE "corporations"."dissolved_at" is null;