CREATE TABLE "model_change_request" (
	"model_change_request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_change_request_model_change_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"pcn_catalog_number" text NOT NULL,
	"comment" text,
	"changes" jsonb,
	"base_version" text,
	"requested_by" integer,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_change_request_kind_known" CHECK ("model_change_request"."kind" in ('Delete', 'Change'))
);
--> statement-breakpoint
ALTER TABLE "model_change_request" ADD CONSTRAINT "model_change_request_requested_by_app_user_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_change_request_status_idx" ON "model_change_request" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "model_change_request_pcn_idx" ON "model_change_request" USING btree ("pcn_catalog_number");--> statement-breakpoint
CREATE UNIQUE INDEX "model_change_request_one_delete_uq" ON "model_change_request" USING btree ("pcn_catalog_number") WHERE "model_change_request"."kind" = 'Delete' and "model_change_request"."status" = 'Submitted';--> statement-breakpoint
-- The model's product class types (admin §3 Model.ModelProductClassTypes), for databases whose
-- definitions were seeded before (decision 176): the same rows seed/entity-definitions/ now
-- plans. On a fresh database the entity table is empty here and nothing is joined; rows that
-- exist are left as they are, so a second run finds nothing to do.
INSERT INTO "entity_property" ("entity_object_id", "entity_property_name", "property_name", "property_type", "display_name", "display_description", "is_id", "is_title", "is_key", "related_table", "column_name", "json_key")
SELECT e.entity_object_id, 'ModelProductClassTypes', 'ModelProductClassTypes', 'List', 'Product Class Types', '', false, false, false, 'model_product_class_type', 'product_class_id', NULL
FROM "entity" e
WHERE e.entity_name = 'Model'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_field" ("editor_section_id", "entity_property_id", "editor_type", "order_by", "is_required", "editor_size", "default_value", "display_name")
SELECT s.editor_section_id, p.entity_property_id, 'editor-list',
  (SELECT coalesce(max(f.order_by), -1) + 1 FROM "editor_field" f WHERE f.editor_section_id = s.editor_section_id),
  false, 12, NULL, NULL
FROM "editor" ed
JOIN "editor_section" s ON s.editor_id = ed.editor_id AND s.editor_section_name = 'Classification'
JOIN "entity_property" p ON p.entity_object_id = ed.entity_object_id AND p.entity_property_name = 'ModelProductClassTypes'
WHERE ed.editor_name = 'model'
ON CONFLICT DO NOTHING;
