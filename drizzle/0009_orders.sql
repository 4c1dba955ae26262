CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"actor_type" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"order_no" text NOT NULL,
	"bill_no" text DEFAULT '' NOT NULL,
	"stage" smallint DEFAULT 1 NOT NULL,
	"sales_contact_id" integer,
	"source_ref" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"pol_code" text NOT NULL,
	"pol_name_cn" text NOT NULL,
	"pol_name_en" text NOT NULL,
	"pod_code" text NOT NULL,
	"pod_name_cn" text NOT NULL,
	"pod_name_en" text NOT NULL,
	"transfer_code" text DEFAULT '' NOT NULL,
	"transfer_name" text DEFAULT '' NOT NULL,
	"etd" date NOT NULL,
	"carrier_code" text NOT NULL,
	"vessel" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"route_code" text DEFAULT '' NOT NULL,
	"pay_type" text NOT NULL,
	"transport_mode" text NOT NULL,
	"bill_type" text NOT NULL,
	"goods_type" text NOT NULL,
	"trailer" boolean DEFAULT false NOT NULL,
	"in_container_loading" boolean DEFAULT false NOT NULL,
	"customs" boolean DEFAULT false NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"shipper" text NOT NULL,
	"consignee" text NOT NULL,
	"notify_party" text DEFAULT '' NOT NULL,
	"second_notify_party" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"packages" integer NOT NULL,
	"package_unit" text DEFAULT 'CTNS' NOT NULL,
	"goods_description" text NOT NULL,
	"gross_weight_kg" numeric(14, 3) NOT NULL,
	"volume_cbm" numeric(14, 3) NOT NULL,
	"freight_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_stage_ck" CHECK ("orders"."stage" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "spot_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"carrier_code" text NOT NULL,
	"pol_code" text NOT NULL,
	"pod_code" text NOT NULL,
	"etd" date NOT NULL,
	"vessel" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"container_type" text NOT NULL,
	"total_quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"prepaid_fee" numeric(12, 2) NOT NULL,
	"dead_space_fee" numeric(12, 2) NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_offers_remaining_ck" CHECK ("spot_offers"."remaining" >= 0 and "spot_offers"."remaining" <= "spot_offers"."total_quantity")
);
--> statement-breakpoint
CREATE TABLE "spot_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_trade_no" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer,
	"order_code" text NOT NULL,
	"bill_no" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_company" text NOT NULL,
	"contact_phone" text NOT NULL,
	"attorney_file_id" integer,
	"attorney_file_name" text DEFAULT '' NOT NULL,
	"prepaid_fee" numeric(12, 2) NOT NULL,
	"dead_space_fee" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"quantity_held" boolean DEFAULT true NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"audit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_reservations_quantity_ck" CHECK ("spot_reservations"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sales_contact_id_sales_contacts_id_fk" FOREIGN KEY ("sales_contact_id") REFERENCES "public"."sales_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_offers" ADD CONSTRAINT "spot_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_payments" ADD CONSTRAINT "spot_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_payments" ADD CONSTRAINT "spot_payments_reservation_id_spot_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."spot_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservation_events" ADD CONSTRAINT "spot_reservation_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservation_events" ADD CONSTRAINT "spot_reservation_events_reservation_id_spot_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."spot_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservations" ADD CONSTRAINT "spot_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservations" ADD CONSTRAINT "spot_reservations_offer_id_spot_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."spot_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservations" ADD CONSTRAINT "spot_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_reservations" ADD CONSTRAINT "spot_reservations_attorney_file_id_stored_files_id_fk" FOREIGN KEY ("attorney_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_no_uq" ON "orders" USING btree ("company_id","order_no");--> statement-breakpoint
CREATE INDEX "orders_company_bill_idx" ON "orders" USING btree ("company_id","bill_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("company_id","user_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "spot_offers_company_idx" ON "spot_offers" USING btree ("company_id","etd");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_offers_natural_uq" ON "spot_offers" USING btree ("company_id","carrier_code","pol_code","pod_code","etd","container_type");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_payments_trade_uq" ON "spot_payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "spot_payments_reservation_idx" ON "spot_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "spot_reservation_events_idx" ON "spot_reservation_events" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_reservations_code_uq" ON "spot_reservations" USING btree ("company_id","order_code");--> statement-breakpoint
CREATE INDEX "spot_reservations_user_idx" ON "spot_reservations" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "spot_reservations_due_idx" ON "spot_reservations" USING btree ("status","pay_deadline");