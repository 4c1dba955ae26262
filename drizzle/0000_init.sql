CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company_name_cn" text NOT NULL,
	"company_name_en" text DEFAULT '' NOT NULL,
	"company_name_scn" text DEFAULT '' NOT NULL,
	"company_name_sen" text DEFAULT '' NOT NULL,
	"qr_code_pic_url" text DEFAULT '' NOT NULL,
	"web_ex_pro_pic" text DEFAULT '' NOT NULL,
	"wx_pub_qr_code_pic" text DEFAULT '' NOT NULL,
	"link_ch_name" text DEFAULT '' NOT NULL,
	"link_en_name" text DEFAULT '' NOT NULL,
	"link_address" text DEFAULT '' NOT NULL,
	"web_login_pic" text DEFAULT '' NOT NULL,
	"web_home_bg_img" text DEFAULT '' NOT NULL,
	"web_out_logo" text DEFAULT '' NOT NULL,
	"web_in_logo" text DEFAULT '' NOT NULL,
	"web_theme_color" text DEFAULT '#0b5cad' NOT NULL,
	"web_pub_fcl_flag" boolean DEFAULT true NOT NULL,
	"web_site_register_no" text DEFAULT '' NOT NULL,
	"booking_space_flag" boolean DEFAULT true NOT NULL,
	"mobile_domain_name" text DEFAULT '' NOT NULL,
	"client_domain_name" text DEFAULT '' NOT NULL,
	"container_fcl_show" smallint DEFAULT 0 NOT NULL,
	"program_jurisdiction_flag" boolean DEFAULT false NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_title_en" text DEFAULT '' NOT NULL,
	"seo_keyword" text DEFAULT '' NOT NULL,
	"seo_keyword_en" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_description_en" text DEFAULT '' NOT NULL,
	"seo_icon_path" text DEFAULT '' NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"slogan_en" text DEFAULT '' NOT NULL,
	"scan_flag" boolean DEFAULT true NOT NULL,
	"navbar_template" text DEFAULT 'NavbarTemplate3' NOT NULL,
	"company_addr" text DEFAULT '' NOT NULL,
	"company_addr_en" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"ports_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "company_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"short_name" text NOT NULL,
	"country" text NOT NULL,
	"alliance" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"country_name_en" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"is_origin" boolean DEFAULT false NOT NULL,
	"is_destination" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_group_ports" (
	"route_group_id" integer NOT NULL,
	"port_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"route_name" text NOT NULL,
	"route_name_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"post" text DEFAULT '' NOT NULL,
	"head_pic" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"skype" text DEFAULT '' NOT NULL,
	"spl_user_name" text DEFAULT '' NOT NULL,
	"spl_mobile" text DEFAULT '' NOT NULL,
	"spl_email" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"head_pic" text DEFAULT '' NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"business_id" smallint NOT NULL,
	"business_port_name" text DEFAULT '' NOT NULL,
	"business_air_port_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company_addr" text DEFAULT '' NOT NULL,
	"company_addr_en" text DEFAULT '' NOT NULL,
	"sales_code" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mobile" text,
	"email" text,
	"password_hash" text,
	"name_cn" text DEFAULT '' NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"head_pic" text DEFAULT '' NOT NULL,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"certification_status" smallint DEFAULT 0 NOT NULL,
	"company_name_cn" text DEFAULT '' NOT NULL,
	"company_name_en" text DEFAULT '' NOT NULL,
	"duty" text DEFAULT '' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"company_addr" text DEFAULT '' NOT NULL,
	"sales_contact_id" integer,
	"account_manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"title_cn" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"subtitle_cn" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"link_path" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behaviour_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"type" smallint NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tab_id" smallint NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary_cn" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"content_cn" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"cover_image" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"subscribe_email" text NOT NULL,
	"port_start_id" integer NOT NULL,
	"port_end_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_group_ports" ADD CONSTRAINT "route_group_ports_route_group_id_route_groups_id_fk" FOREIGN KEY ("route_group_id") REFERENCES "public"."route_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_group_ports" ADD CONSTRAINT "route_group_ports_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_groups" ADD CONSTRAINT "route_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contacts" ADD CONSTRAINT "sales_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sales_contact_id_sales_contacts_id_fk" FOREIGN KEY ("sales_contact_id") REFERENCES "public"."sales_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_events" ADD CONSTRAINT "behaviour_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_events" ADD CONSTRAINT "behaviour_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_subscriptions" ADD CONSTRAINT "rate_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_subscriptions" ADD CONSTRAINT "rate_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_subscriptions" ADD CONSTRAINT "rate_subscriptions_port_start_id_ports_id_fk" FOREIGN KEY ("port_start_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_subscriptions" ADD CONSTRAINT "rate_subscriptions_port_end_id_ports_id_fk" FOREIGN KEY ("port_end_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_domain_uq" ON "company_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "ports_company_code_uq" ON "ports" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "ports_company_idx" ON "ports" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_group_ports_uq" ON "route_group_ports" USING btree ("route_group_id","port_id");--> statement-breakpoint
CREATE INDEX "route_groups_company_idx" ON "route_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "account_managers_company_idx" ON "account_managers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sales_contacts_company_idx" ON "sales_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_mobile_uq" ON "users" USING btree ("company_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_uq" ON "users" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "banners_company_idx" ON "banners" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "behaviour_events_company_idx" ON "behaviour_events" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "news_company_tab_idx" ON "news" USING btree ("company_id","tab_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_subscriptions_lane_uq" ON "rate_subscriptions" USING btree ("company_id","subscribe_email","port_start_id","port_end_id");