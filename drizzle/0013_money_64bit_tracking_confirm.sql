ALTER TABLE "spot_payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "spot_reservations" ALTER COLUMN "prepaid_fee" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "spot_reservations" ALTER COLUMN "dead_space_fee" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_confirm_uq" ON "tracking_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
UPDATE "tracking_subscriptions" SET "confirmed_at" = now() FROM "users" WHERE "users"."id" = "tracking_subscriptions"."user_id" AND lower("users"."email") = lower("tracking_subscriptions"."email");
