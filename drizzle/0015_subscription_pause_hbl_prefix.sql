ALTER TABLE "companies" ADD COLUMN "hbl_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_subscriptions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD COLUMN "paused_at" timestamp with time zone;