CREATE TABLE "delivery" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text,
	"shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_item" (
	"delivery_id" text NOT NULL,
	"line" integer NOT NULL,
	"material" text NOT NULL,
	"short_text" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "delivery_item_delivery_id_line_pk" PRIMARY KEY("delivery_id","line")
);
--> statement-breakpoint
CREATE TABLE "erp_outbox" (
	"outbox_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erp_outbox_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_document" (
	"document_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_document_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_document_part" (
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"file_extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_document_part_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"order_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_order_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"item_number" integer NOT NULL,
	"material" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_unit" text DEFAULT 'EA' NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"shipping_strategy" text NOT NULL,
	"image_path" text,
	CONSTRAINT "order_item_quantity_positive" CHECK ("order_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_party" (
	"order_id" integer NOT NULL,
	"role" text NOT NULL,
	"partner_number" text,
	"name" text NOT NULL,
	"name2" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "order_party_order_id_role_pk" PRIMARY KEY("order_id","role"),
	CONSTRAINT "order_party_role_known" CHECK ("order_party"."role" in ('BillTo', 'ShipTo'))
);
--> statement-breakpoint
CREATE TABLE "order_payment" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"card_type" text,
	"token_reference" text NOT NULL,
	"cardholder_name" text,
	"last_four" text,
	"valid_to" text,
	"bill_amount" numeric(12, 2),
	"auth_amount" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"authorization_number" text NOT NULL,
	"reference_number" text,
	"authorized_at" timestamp with time zone,
	"pre_auth" boolean DEFAULT true NOT NULL,
	CONSTRAINT "order_payment_last_four" CHECK ("order_payment"."last_four" is null or "order_payment"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "order_sales_rep" (
	"order_id" integer NOT NULL,
	"sales_rep_number" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "order_sales_rep_order_id_sales_rep_number_pk" PRIMARY KEY("order_id","sales_rep_number")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_key" text NOT NULL,
	"sales_order_number" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"site_id" integer,
	"customer_purchase_order_number" text NOT NULL,
	"customer_number" text,
	"customer_name" text,
	"creator_username" text,
	"creator_name" text,
	"email" text NOT NULL,
	"text_lines" text[] DEFAULT '{}' NOT NULL,
	"ship_via" text DEFAULT 'Best Way' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"sub_total" numeric(12, 2) NOT NULL,
	"shipping_cost" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_calculated" boolean DEFAULT false NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"expected_shipping_date" date,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Pending', 'In Progress', 'Shipped', 'Cancelled')),
	CONSTRAINT "orders_public_key_length" CHECK (length("orders"."public_key") > 10)
);
--> statement-breakpoint
CREATE TABLE "tracking_update" (
	"tracking_update_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_update_tracking_update_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"city" text,
	"state" text
);
--> statement-breakpoint
CREATE TABLE "erp_sandbox_order" (
	"sales_order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erp_sandbox_order_sales_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000001 CACHE 1),
	"external_reference" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_item" ADD CONSTRAINT "delivery_item_delivery_id_delivery_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_outbox" ADD CONSTRAINT "erp_outbox_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document" ADD CONSTRAINT "order_document_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_document_part" ADD CONSTRAINT "order_document_part_document_id_order_document_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_document"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_party" ADD CONSTRAINT "order_party_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sales_rep" ADD CONSTRAINT "order_sales_rep_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_site_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_update" ADD CONSTRAINT "tracking_update_delivery_id_delivery_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("delivery_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_order_idx" ON "delivery" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "erp_outbox_order_idx" ON "erp_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "erp_outbox_pending_idx" ON "erp_outbox" USING btree ("outbox_id") WHERE "erp_outbox"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_document_order_idx" ON "order_document" USING btree ("order_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_line_key" ON "order_item" USING btree ("order_id","item_number");--> statement-breakpoint
CREATE INDEX "order_item_material_idx" ON "order_item" USING btree ("material");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_authorization_key" ON "order_payment" USING btree ("token_reference","authorization_number");--> statement-breakpoint
CREATE INDEX "order_sales_rep_number_idx" ON "order_sales_rep" USING btree ("sales_rep_number","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_key_key" ON "orders" USING btree ("public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_sales_order_number_key" ON "orders" USING btree ("sales_order_number");--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_number","order_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_po_idx" ON "orders" USING btree ("customer_number","customer_purchase_order_number");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("order_id") WHERE "orders"."status" in ('Pending', 'In Progress') and "orders"."sales_order_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_update_key" ON "tracking_update" USING btree ("delivery_id","occurred_at","status");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_sandbox_order_reference_key" ON "erp_sandbox_order" USING btree ("external_reference");