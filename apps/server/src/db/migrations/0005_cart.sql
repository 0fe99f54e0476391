CREATE TABLE "cart" (
	"cart_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"guest_token_hash" text,
	"user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_has_owner" CHECK ("cart"."guest_token_hash" is not null or "cart"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"cart_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_item_cart_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"pcn_catalog_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_quantity_range" CHECK ("cart_item"."quantity" between 1 and 9999)
);
--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_site_id_site_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_cart_id_cart_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_pcn_catalog_number_model_pcn_catalog_number_fk" FOREIGN KEY ("pcn_catalog_number") REFERENCES "public"."model"("pcn_catalog_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_guest_token_uq" ON "cart" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_site_uq" ON "cart" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE INDEX "cart_item_cart_idx" ON "cart_item" USING btree ("cart_id","cart_item_id");--> statement-breakpoint
CREATE INDEX "cart_item_pcn_idx" ON "cart_item" USING btree ("pcn_catalog_number");