CREATE TABLE "carrier_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"base_url" text NOT NULL,
	"auth_kind" text NOT NULL,
	"api_key_header" text DEFAULT '' NOT NULL,
	"token_url" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"secret_enc" text NOT NULL,
	"secret_hint" text DEFAULT '' NOT NULL,
	"apis" jsonb NOT NULL,
	"horizon_weeks" smallint DEFAULT 6 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_status" text DEFAULT '' NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dcsa_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "sailings_service_week_uq";--> statement-breakpoint
ALTER TABLE "sailings" ADD COLUMN "source_connection_id" integer;--> statement-breakpoint
ALTER TABLE "sailings" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "sailings" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_services" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_connections" ADD CONSTRAINT "carrier_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_connections" ADD CONSTRAINT "carrier_connections_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcsa_api_keys" ADD CONSTRAINT "dcsa_api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dcsa_api_keys" ADD CONSTRAINT "dcsa_api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_connections_company_carrier_uq" ON "carrier_connections" USING btree ("company_id","carrier_id");--> statement-breakpoint
CREATE INDEX "carrier_connections_company_idx" ON "carrier_connections" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dcsa_api_keys_hash_uq" ON "dcsa_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "dcsa_api_keys_company_idx" ON "dcsa_api_keys" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "sailings" ADD CONSTRAINT "sailings_source_connection_id_carrier_connections_id_fk" FOREIGN KEY ("source_connection_id") REFERENCES "public"."carrier_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sailings_source_uq" ON "sailings" USING btree ("source_connection_id","source_key") WHERE "sailings"."source_connection_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sailings_service_week_uq" ON "sailings" USING btree ("service_id","week") WHERE "sailings"."source_connection_id" is null;