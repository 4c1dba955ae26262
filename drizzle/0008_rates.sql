CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quotation_no" text NOT NULL,
	"rate_id" integer,
	"cargo" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_access_grants" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by_staff_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_alert_sends" (
	"subscription_id" integer NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rate_id" integer NOT NULL,
	"old_prices" jsonb,
	"new_prices" jsonb NOT NULL,
	"currency" text NOT NULL,
	"changed_by_staff_id" integer,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pol_id" integer NOT NULL,
	"pol_terminal" text DEFAULT '' NOT NULL,
	"pod_id" integer NOT NULL,
	"pod_terminal" text DEFAULT '' NOT NULL,
	"carrier_id" integer,
	"co_loader" text DEFAULT '' NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"route_en" text DEFAULT '' NOT NULL,
	"route_code" text DEFAULT '' NOT NULL,
	"transit" text DEFAULT 'DIR' NOT NULL,
	"via_port_id" integer,
	"transit_days" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"prices" jsonb NOT NULL,
	"surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bill_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"bill_fee_currency" text DEFAULT 'CNY' NOT NULL,
	"cutoff_weekday" smallint NOT NULL,
	"sailing_days" smallint NOT NULL,
	"space_status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"remark_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_access_grants" ADD CONSTRAINT "rate_access_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_access_grants" ADD CONSTRAINT "rate_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_access_grants" ADD CONSTRAINT "rate_access_grants_granted_by_staff_id_staff_users_id_fk" FOREIGN KEY ("granted_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_alert_sends" ADD CONSTRAINT "rate_alert_sends_subscription_id_rate_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."rate_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_price_history" ADD CONSTRAINT "rate_price_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_price_history" ADD CONSTRAINT "rate_price_history_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_price_history" ADD CONSTRAINT "rate_price_history_changed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("changed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_versions" ADD CONSTRAINT "rate_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_pol_id_ports_id_fk" FOREIGN KEY ("pol_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_pod_id_ports_id_fk" FOREIGN KEY ("pod_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_via_port_id_ports_id_fk" FOREIGN KEY ("via_port_id") REFERENCES "public"."ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_no_uq" ON "quotations" USING btree ("company_id","quotation_no");--> statement-breakpoint
CREATE INDEX "quotations_user_idx" ON "quotations" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_access_grants_uq" ON "rate_access_grants" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_alert_sends_uq" ON "rate_alert_sends" USING btree ("subscription_id","sent_on");--> statement-breakpoint
CREATE INDEX "rate_price_history_rate_idx" ON "rate_price_history" USING btree ("rate_id","changed_at");--> statement-breakpoint
CREATE INDEX "rates_company_lane_idx" ON "rates" USING btree ("company_id","kind","pol_id","pod_id");