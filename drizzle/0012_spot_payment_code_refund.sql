ALTER TABLE "spot_payments" ADD COLUMN "code_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_payments" ADD COLUMN "refund_id" text DEFAULT '' NOT NULL;