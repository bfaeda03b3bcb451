DROP INDEX "corporation_gifts_member";--> statement-breakpoint
DROP INDEX "corporation_logs_corporation";--> statement-breakpoint
CREATE INDEX "corporation_gifts_member" ON "corporation_gifts" USING btree ("corporation_id","user_id","date","amount");--> statement-breakpoint
CREATE INDEX "corporation_logs_corporation" ON "corporation_logs" USING btree ("corporation_id","at","id","user_id","action","amount");