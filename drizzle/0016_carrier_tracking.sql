CREATE TABLE "carrier_push_receipts" (
	"ref_id" integer NOT NULL,
	"digest" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_push_receipts_ref_id_digest_pk" PRIMARY KEY("ref_id","digest")
);
--> statement-breakpoint
CREATE TABLE "carrier_tracking_refs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"carrier_name" text DEFAULT '' NOT NULL,
	"ref_type" text NOT NULL,
	"ref_no" text NOT NULL,
	"shipment_id" integer,
	"fetched_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"retry_after" timestamp with time zone,
	"subscription_id" text,
	"subscription_secret" text,
	"subscribed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "tracking_events_uq";--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "classifier" text DEFAULT 'ACT' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_push_receipts" ADD CONSTRAINT "carrier_push_receipts_ref_id_carrier_tracking_refs_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."carrier_tracking_refs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_tracking_refs" ADD CONSTRAINT "carrier_tracking_refs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_tracking_refs" ADD CONSTRAINT "carrier_tracking_refs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_tracking_refs_uq" ON "carrier_tracking_refs" USING btree ("company_id","connection_id","ref_type","ref_no");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_tracking_refs_subscription_uq" ON "carrier_tracking_refs" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_uq" ON "tracking_events" USING btree ("shipment_id","container_no","kind","location","occurred_at","classifier");