-- pg_trgm: trigram indexes for the order lists' contains-searches (ILIKE '%…%'); a trusted extension since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_keyword_trgm_idx" ON "orders" USING gin (("order_no" || E'\n' || "bill_no" || E'\n' || "pol_name_en" || E'\n' || "pol_name_cn" || E'\n' || "pod_name_en" || E'\n' || "pod_name_cn" || E'\n' || "vessel") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_trgm_idx" ON "orders" USING gin (("customer_name" || E'\n' || "contact_name") gin_trgm_ops);--> statement-breakpoint
-- statistics of the new index expressions, which the planner needs to weigh a keyword (no autovacuum runs on the embedded database)
ANALYZE "orders";