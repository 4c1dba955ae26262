ALTER TABLE "rate_subscriptions" ADD COLUMN "locale" text DEFAULT 'cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'cn' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_reservations" ADD COLUMN "locale" text DEFAULT 'cn' NOT NULL;