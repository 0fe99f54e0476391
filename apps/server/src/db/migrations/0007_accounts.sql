CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "account_audit" (
	"audit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_audit_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"resource_number" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_user_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"auth_provider" text DEFAULT 'Local' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"disabled_by_user_id" integer,
	"status_comment" text,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_provider_known" CHECK ("app_user"."auth_provider" in ('Local', 'AD')),
	CONSTRAINT "app_user_local_has_password" CHECK ("app_user"."auth_provider" = 'AD' or "app_user"."password_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "invitation_code" (
	"invitation_code_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_code_invitation_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" "bytea" NOT NULL,
	"role_id" smallint NOT NULL,
	"sales_rep_numbers" text[] DEFAULT '{}' NOT NULL,
	"customer_numbers" text[] DEFAULT '{}' NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"throttle_key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"reset_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_reset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_module" (
	"module_id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "portal_module_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"role_id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_module_permission" (
	"role_id" smallint NOT NULL,
	"module_id" smallint NOT NULL,
	"can_read" smallint DEFAULT 0 NOT NULL,
	"can_write" smallint DEFAULT 0 NOT NULL,
	"can_delete" smallint DEFAULT 0 NOT NULL,
	"can_execute" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "role_module_permission_role_id_module_id_pk" PRIMARY KEY("role_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"user_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	CONSTRAINT "user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"session_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_session_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" "bytea" NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer,
	"scope" text NOT NULL,
	"pending_acceptance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"name2" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tax_jurisdiction_code" text DEFAULT '' NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL,
	"is_credit_blocked" boolean DEFAULT false NOT NULL,
	"credit_limit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_receivables" numeric(14, 2) DEFAULT 0 NOT NULL,
	"payment_term" text DEFAULT '' NOT NULL,
	"sales_text" text[] DEFAULT '{}' NOT NULL,
	"shipping_text" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_multiplier" (
	"customer_multiplier_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_multiplier_customer_multiplier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_number" text NOT NULL,
	"scope" smallint NOT NULL,
	"number" text NOT NULL,
	"pricing_type" smallint NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	CONSTRAINT "customer_multiplier_scope_known" CHECK ("customer_multiplier"."scope" in (1, 2, 3)),
	CONSTRAINT "customer_multiplier_type_known" CHECK ("customer_multiplier"."pricing_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "customer_sales_rep" (
	"customer_number" text NOT NULL,
	"sales_rep_number" text NOT NULL,
	CONSTRAINT "customer_sales_rep_customer_number_sales_rep_number_pk" PRIMARY KEY("customer_number","sales_rep_number")
);
--> statement-breakpoint
CREATE TABLE "sales_rep" (
	"sales_rep_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name2" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tax_jurisdiction_code" text DEFAULT '' NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_to" (
	"ship_to_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ship_to_ship_to_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_number" text NOT NULL,
	"partner_number" text NOT NULL,
	"name" text NOT NULL,
	"name2" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"tax_jurisdiction_code" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_request" (
	"request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permission_request_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"sales_rep_number" text,
	"customer_number" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"rejection_reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_request_type_known" CHECK ("permission_request"."type" in (1, 2)),
	CONSTRAINT "permission_request_status_known" CHECK ("permission_request"."status" in (1, 2, 3, 5)),
	CONSTRAINT "permission_request_target" CHECK (("permission_request"."type" = 1 and "permission_request"."sales_rep_number" is not null and "permission_request"."customer_number" is null) or ("permission_request"."type" = 2 and "permission_request"."customer_number" is not null and "permission_request"."sales_rep_number" is null))
);
--> statement-breakpoint
CREATE TABLE "user_customer_permission" (
	"permission_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_customer_permission_permission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"customer_number" text NOT NULL,
	"access_level" smallint DEFAULT 3 NOT NULL,
	"granted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sales_rep_permission" (
	"permission_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_sales_rep_permission_permission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sales_rep_number" text NOT NULL,
	"access_level" smallint DEFAULT 3 NOT NULL,
	"granted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_acceptance" (
	"user_id" integer NOT NULL,
	"site_document_id" integer NOT NULL,
	"accepted" boolean NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_acceptance_user_id_site_document_id_pk" PRIMARY KEY("user_id","site_document_id")
);
--> statement-breakpoint
CREATE TABLE "site_document" (
	"site_document_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_document_site_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"document_name" text NOT NULL,
	"document_url" text NOT NULL,
	"blob_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order_by" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_actor_user_id_app_user_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_code" ADD CONSTRAINT "invitation_code_role_id_role_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module_permission" ADD CONSTRAINT "role_module_permission_role_id_role_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module_permission" ADD CONSTRAINT "role_module_permission_module_id_portal_module_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."portal_module"("module_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_role_id_role_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_site_id_site_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("site_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_multiplier" ADD CONSTRAINT "customer_multiplier_customer_number_customer_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customer"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sales_rep" ADD CONSTRAINT "customer_sales_rep_customer_number_customer_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customer"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sales_rep" ADD CONSTRAINT "customer_sales_rep_sales_rep_number_sales_rep_sales_rep_number_fk" FOREIGN KEY ("sales_rep_number") REFERENCES "public"."sales_rep"("sales_rep_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_to" ADD CONSTRAINT "ship_to_customer_number_customer_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customer"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_request" ADD CONSTRAINT "permission_request_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_request" ADD CONSTRAINT "permission_request_sales_rep_number_sales_rep_sales_rep_number_fk" FOREIGN KEY ("sales_rep_number") REFERENCES "public"."sales_rep"("sales_rep_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_request" ADD CONSTRAINT "permission_request_customer_number_customer_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customer"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_request" ADD CONSTRAINT "permission_request_decided_by_user_id_app_user_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_permission" ADD CONSTRAINT "user_customer_permission_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_permission" ADD CONSTRAINT "user_customer_permission_customer_number_customer_customer_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customer"("customer_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sales_rep_permission" ADD CONSTRAINT "user_sales_rep_permission_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sales_rep_permission" ADD CONSTRAINT "user_sales_rep_permission_sales_rep_number_sales_rep_sales_rep_number_fk" FOREIGN KEY ("sales_rep_number") REFERENCES "public"."sales_rep"("sales_rep_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptance" ADD CONSTRAINT "document_acceptance_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptance" ADD CONSTRAINT "document_acceptance_site_document_id_site_document_site_document_id_fk" FOREIGN KEY ("site_document_id") REFERENCES "public"."site_document"("site_document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_document" ADD CONSTRAINT "site_document_site_id_site_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_audit_user_idx" ON "account_audit" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_key" ON "app_user" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_user_created_idx" ON "app_user" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "app_user_first_name_idx" ON "app_user" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_user_last_name_idx" ON "app_user" USING gin (lower("last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_user_username_trgm_idx" ON "app_user" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_code_hash_key" ON "invitation_code" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_token_key" ON "password_reset" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_role_role_idx" ON "user_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_session_token_key" ON "user_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_session_expires_idx" ON "user_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "customer_name_trgm_idx" ON "customer" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_number_trgm_idx" ON "customer" USING gin (lower("customer_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_city_idx" ON "customer" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "customer_region_idx" ON "customer" USING btree (lower("region"));--> statement-breakpoint
CREATE INDEX "customer_postal_code_idx" ON "customer" USING btree ("postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_multiplier_key" ON "customer_multiplier" USING btree ("customer_number","scope","number");--> statement-breakpoint
CREATE INDEX "customer_sales_rep_rep_idx" ON "customer_sales_rep" USING btree ("sales_rep_number","customer_number");--> statement-breakpoint
CREATE INDEX "sales_rep_name_trgm_idx" ON "sales_rep" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_rep_number_trgm_idx" ON "sales_rep" USING gin (lower("sales_rep_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_rep_city_idx" ON "sales_rep" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "sales_rep_region_idx" ON "sales_rep" USING btree (lower("region"));--> statement-breakpoint
CREATE INDEX "sales_rep_postal_code_idx" ON "sales_rep" USING btree ("postal_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_to_partner_key" ON "ship_to" USING btree ("customer_number","partner_number");--> statement-breakpoint
CREATE INDEX "permission_request_user_idx" ON "permission_request" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "permission_request_rep_idx" ON "permission_request" USING btree ("sales_rep_number","status");--> statement-breakpoint
CREATE INDEX "permission_request_customer_idx" ON "permission_request" USING btree ("customer_number","status");--> statement-breakpoint
CREATE INDEX "permission_request_open_idx" ON "permission_request" USING btree ("type","created_at" DESC NULLS LAST) WHERE "permission_request"."status" in (1, 5);--> statement-breakpoint
CREATE UNIQUE INDEX "permission_request_open_key" ON "permission_request" USING btree ("user_id","type",coalesce("sales_rep_number", "customer_number")) WHERE "permission_request"."status" in (1, 5);--> statement-breakpoint
CREATE UNIQUE INDEX "user_customer_permission_key" ON "user_customer_permission" USING btree ("user_id","customer_number");--> statement-breakpoint
CREATE INDEX "user_customer_permission_customer_idx" ON "user_customer_permission" USING btree ("customer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sales_rep_permission_key" ON "user_sales_rep_permission" USING btree ("user_id","sales_rep_number");--> statement-breakpoint
CREATE INDEX "user_sales_rep_permission_rep_idx" ON "user_sales_rep_permission" USING btree ("sales_rep_number");--> statement-breakpoint
CREATE UNIQUE INDEX "site_document_url_key" ON "site_document" USING btree ("document_url");--> statement-breakpoint
CREATE INDEX "site_document_site_idx" ON "site_document" USING btree ("site_id","order_by");