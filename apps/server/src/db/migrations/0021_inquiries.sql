CREATE TABLE "inquiry" (
	"inquiry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_inquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"cancel_date" timestamp with time zone,
	"cancel_reason" text,
	"customer_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"comments" text[] DEFAULT '{}' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"sub_total" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_by_user_id" integer,
	"order_id" integer,
	"sales_order_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_status_known" CHECK ("inquiry"."status" in ('Pending', 'Cancelled', 'Converted')),
	CONSTRAINT "inquiry_converted_has_order" CHECK (("inquiry"."status" = 'Converted') = ("inquiry"."order_id" is not null)),
	CONSTRAINT "inquiry_cancel_has_reason" CHECK (("inquiry"."status" = 'Cancelled') = ("inquiry"."cancel_reason" is not null and "inquiry"."cancel_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "inquiry_document" (
	"document_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_document_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_item" (
	"inquiry_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_item_inquiry_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"item_number" integer NOT NULL,
	"material" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_unit" text DEFAULT 'EA' NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "inquiry_item_quantity_positive" CHECK ("inquiry_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_party" (
	"inquiry_id" integer NOT NULL,
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
	CONSTRAINT "inquiry_party_inquiry_id_role_pk" PRIMARY KEY("inquiry_id","role"),
	CONSTRAINT "inquiry_party_role_known" CHECK ("inquiry_party"."role" in ('BillTo', 'ShipTo'))
);
--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_created_by_user_id_app_user_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_document" ADD CONSTRAINT "inquiry_document_inquiry_id_inquiry_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("inquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_item" ADD CONSTRAINT "inquiry_item_inquiry_id_inquiry_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("inquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_party" ADD CONSTRAINT "inquiry_party_inquiry_id_inquiry_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("inquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_order_key" ON "inquiry" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inquiry_date_idx" ON "inquiry" USING btree ("inquiry_date" DESC NULLS LAST,"inquiry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_customer_date_idx" ON "inquiry" USING btree ("customer_number","inquiry_date" DESC NULLS LAST,"inquiry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_status_date_idx" ON "inquiry" USING btree ("status","inquiry_date" DESC NULLS LAST,"inquiry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_document_inquiry_idx" ON "inquiry_document" USING btree ("inquiry_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_item_line_key" ON "inquiry_item" USING btree ("inquiry_id","item_number");--> statement-breakpoint
CREATE INDEX "inquiry_item_material_idx" ON "inquiry_item" USING btree ("material");