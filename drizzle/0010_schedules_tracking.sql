CREATE TABLE "sailing_calls" (
	"sailing_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"port_id" integer NOT NULL,
	"terminal" text DEFAULT '' NOT NULL,
	"eta" timestamp NOT NULL,
	"etd" timestamp NOT NULL,
	"cutoff" timestamp NOT NULL,
	CONSTRAINT "sailing_calls_sailing_id_seq_pk" PRIMARY KEY("sailing_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"vessel_id" integer NOT NULL,
	"voyage" text NOT NULL,
	"week" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"trade" text NOT NULL,
	"bound" text DEFAULT 'W' NOT NULL,
	"weekday" smallint NOT NULL,
	"start_hour" smallint DEFAULT 6 NOT NULL,
	"rotation" jsonb NOT NULL,
	"fleet" jsonb NOT NULL,
	"voyage_base" integer DEFAULT 1 NOT NULL,
	"epoch" date NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"imo" text DEFAULT '' NOT NULL,
	"carrier_id" integer,
	"teu" integer DEFAULT 0 NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	CONSTRAINT "vessels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "house_bill_milestones" (
	"house_bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"facility" text DEFAULT '' NOT NULL,
	"planned_at" timestamp,
	"actual_at" timestamp,
	CONSTRAINT "house_bill_milestones_house_bill_id_kind_pk" PRIMARY KEY("house_bill_id","kind")
);
--> statement-breakpoint
CREATE TABLE "house_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"hbl_no" text NOT NULL,
	"shipment_id" integer,
	"container_no" text DEFAULT '' NOT NULL,
	"pol" text NOT NULL,
	"pod" text NOT NULL,
	"origin_cfs" text DEFAULT '' NOT NULL,
	"destination_cfs" text DEFAULT '' NOT NULL,
	"packages" integer DEFAULT 0 NOT NULL,
	"package_type" text DEFAULT 'CTNS' NOT NULL,
	"booked_cbm" numeric(10, 3) DEFAULT '0' NOT NULL,
	"booked_kg" numeric(12, 3) DEFAULT '0' NOT NULL,
	"measured_cbm" numeric(10, 3),
	"measured_kg" numeric(12, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"container_no" text NOT NULL,
	"size_type" text DEFAULT '' NOT NULL,
	"seal" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bill_no" text NOT NULL,
	"carrier_id" integer,
	"vessel" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"pol" text NOT NULL,
	"pod" text NOT NULL,
	"mode" text DEFAULT 'FCL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"container_no" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"facility" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp NOT NULL,
	"vessel" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_notices" (
	"subscription_id" integer NOT NULL,
	"key" text NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_notices_subscription_id_key_pk" PRIMARY KEY("subscription_id","key")
);
--> statement-breakpoint
CREATE TABLE "tracking_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_no" text NOT NULL,
	"delay_hours" integer,
	"locale" text DEFAULT 'cn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sailing_calls" ADD CONSTRAINT "sailing_calls_sailing_id_sailings_id_fk" FOREIGN KEY ("sailing_id") REFERENCES "public"."sailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailing_calls" ADD CONSTRAINT "sailing_calls_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailings" ADD CONSTRAINT "sailings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailings" ADD CONSTRAINT "sailings_service_id_schedule_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."schedule_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sailings" ADD CONSTRAINT "sailings_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_services" ADD CONSTRAINT "schedule_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_services" ADD CONSTRAINT "schedule_services_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bill_milestones" ADD CONSTRAINT "house_bill_milestones_house_bill_id_house_bills_id_fk" FOREIGN KEY ("house_bill_id") REFERENCES "public"."house_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bills" ADD CONSTRAINT "house_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bills" ADD CONSTRAINT "house_bills_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_containers" ADD CONSTRAINT "shipment_containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_containers" ADD CONSTRAINT "shipment_containers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_notices" ADD CONSTRAINT "tracking_notices_subscription_id_tracking_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."tracking_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD CONSTRAINT "tracking_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_subscriptions" ADD CONSTRAINT "tracking_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sailing_calls_port_etd_idx" ON "sailing_calls" USING btree ("port_id","etd");--> statement-breakpoint
CREATE UNIQUE INDEX "sailings_service_week_uq" ON "sailings" USING btree ("service_id","week");--> statement-breakpoint
CREATE INDEX "sailings_company_week_idx" ON "sailings" USING btree ("company_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_services_company_code_uq" ON "schedule_services" USING btree ("company_id","carrier_id","code");--> statement-breakpoint
CREATE INDEX "schedule_services_company_idx" ON "schedule_services" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_bills_company_no_uq" ON "house_bills" USING btree ("company_id","hbl_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_containers_uq" ON "shipment_containers" USING btree ("shipment_id","container_no");--> statement-breakpoint
CREATE INDEX "shipment_containers_no_idx" ON "shipment_containers" USING btree ("company_id","container_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_company_bill_uq" ON "shipments" USING btree ("company_id","bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_uq" ON "tracking_events" USING btree ("shipment_id","container_no","kind","location","occurred_at");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_subscriptions_uq" ON "tracking_subscriptions" USING btree ("company_id","user_id","ref_type","ref_no");--> statement-breakpoint
CREATE INDEX "tracking_subscriptions_company_idx" ON "tracking_subscriptions" USING btree ("company_id");