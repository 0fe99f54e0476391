CREATE TABLE "catalogue_change" (
	"change_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_change_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"entity_name" text NOT NULL,
	"entity_id" integer NOT NULL,
	"entity_title" text NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"old_value" text,
	"new_value" text,
	"category_id" integer,
	"product_class_id" integer,
	"manufacturing_series_id" integer,
	"product_id" integer,
	"catalog_number" text,
	CONSTRAINT "catalogue_change_action_known" CHECK ("catalogue_change"."action" in ('Created', 'Updated', 'Deleted'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_change" ADD CONSTRAINT "catalogue_change_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_change_entity_idx" ON "catalogue_change" USING btree ("entity_name","entity_id","change_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_change_category_idx" ON "catalogue_change" USING btree ("category_id","change_id" DESC NULLS LAST) WHERE "catalogue_change"."category_id" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_change_class_idx" ON "catalogue_change" USING btree ("product_class_id","change_id" DESC NULLS LAST) WHERE "catalogue_change"."product_class_id" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_change_series_idx" ON "catalogue_change" USING btree ("manufacturing_series_id","change_id" DESC NULLS LAST) WHERE "catalogue_change"."manufacturing_series_id" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_change_product_idx" ON "catalogue_change" USING btree ("product_id","change_id" DESC NULLS LAST) WHERE "catalogue_change"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_change_catalog_number_idx" ON "catalogue_change" USING btree ("catalog_number","change_id" DESC NULLS LAST) WHERE "catalogue_change"."catalog_number" is not null;--> statement-breakpoint
-- The editor site's roles (decision 167): one maintains the whole catalogue, the other only
-- products. Like the portal roles, they are part of the product, not demo data.
INSERT INTO "role" ("role_id", "name", "display_name", "rank") VALUES
  (4, 'catalog-editor', 'Catalog Editor', 0),
  (5, 'product-editor', 'Product Editor', 0)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The editor area opens at read level 9 (admin §2.4); customer admins keep every area.
INSERT INTO "role_module_permission" ("role_id", "module_id", "can_read", "can_write", "can_delete", "can_execute") VALUES
  (3, 4, 9, 9, 9, 9),
  (4, 4, 9, 9, 9, 9),
  (5, 4, 9, 9, 9, 9)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Level permissions (read, update, create, delete, execute): the catalogue editor holds every
-- level; the product editor products and the image library, nothing above a product.
INSERT INTO "entity_permission" ("role_id", "entity_level", "can_read", "can_update", "can_create", "can_delete", "can_execute") VALUES
  (4, 0, true, true, true, true, true),
  (5, 4, true, true, true, true, true),
  (5, 6, true, true, true, true, false)
ON CONFLICT DO NOTHING;
