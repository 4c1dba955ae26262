DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_company_bill_idx";--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("company_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_stage_idx" ON "orders" USING btree ("company_id","user_id","stage","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_stage_idx" ON "orders" USING btree ("company_id","stage","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_bill_idx" ON "orders" USING btree ("company_id","bill_no","created_at");