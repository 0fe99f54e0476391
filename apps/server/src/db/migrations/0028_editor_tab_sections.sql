-- The sections the editor's tabs show by name (decision 175), for databases whose definitions
-- were seeded before: the same rows as seed/entity-definitions/ now plans. A database seeded
-- after this migration gets them from the seed (its entity table is empty here, so every
-- statement below finds nothing to join). Rows that exist are left as they are, and a second
-- run finds nothing left to do.
--
-- Product: an Images list (product_image, in its order_by order), on a section of its own
-- after the product editor's last section. No permission rows: the Product level decides, as
-- it does for a category's Images.
INSERT INTO "entity_property" ("entity_object_id", "entity_property_name", "property_name", "property_type", "display_name", "display_description", "is_id", "is_title", "is_key", "related_table", "column_name", "json_key")
SELECT e.entity_object_id, 'Images', 'Images', 'List', 'Images', '', false, false, false, 'product_image', 'image_id', NULL
FROM "entity" e
WHERE e.entity_name = 'Product'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_section" ("editor_id", "editor_section_name", "section_type", "order_by", "in_finder")
SELECT ed.editor_id, 'Images', 'Section',
  (SELECT coalesce(max(s.order_by), -1) + 1 FROM "editor_section" s WHERE s.editor_id = ed.editor_id),
  true
FROM "editor" ed
JOIN "entity" e ON e.entity_object_id = ed.entity_object_id AND e.entity_name = 'Product'
WHERE ed.editor_name = 'product'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_field" ("editor_section_id", "entity_property_id", "editor_type", "order_by", "is_required", "editor_size", "default_value", "display_name")
SELECT s.editor_section_id, p.entity_property_id, 'image-list', 0, false, 12, NULL, NULL
FROM "editor" ed
JOIN "editor_section" s ON s.editor_id = ed.editor_id AND s.editor_section_name = 'Images'
JOIN "entity_property" p ON p.entity_object_id = ed.entity_object_id AND p.entity_property_name = 'Images'
WHERE ed.editor_name = 'product'
  -- A section the maintainers filled otherwise is theirs.
  AND NOT EXISTS (SELECT 1 FROM "editor_field" f WHERE f.editor_section_id = s.editor_section_id)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Site: 'Branding' becomes 'Logo' (LogoPath, LogoLink) and 'Favicon' (FaviconPath). The
-- favicon field moves with its id, so its own permission rows move with it; the new section
-- takes Branding's type, finder flag and permission rows, and sits right after it. Every step
-- joins the section still named 'Branding', which the last step renames: once done, none
-- finds anything.
UPDATE "editor_section" later SET "order_by" = later.order_by + 1
FROM "editor" ed
JOIN "editor_section" b ON b.editor_id = ed.editor_id AND b.editor_section_name = 'Branding'
WHERE ed.editor_name = 'site'
  AND later.editor_id = ed.editor_id
  AND later.order_by > b.order_by
  AND NOT EXISTS (SELECT 1 FROM "editor_section" x WHERE x.editor_id = ed.editor_id AND x.editor_section_name = 'Favicon');--> statement-breakpoint
INSERT INTO "editor_section" ("editor_id", "editor_section_name", "section_type", "order_by", "in_finder")
SELECT ed.editor_id, 'Favicon', b.section_type, b.order_by + 1, b.in_finder
FROM "editor" ed
JOIN "editor_section" b ON b.editor_id = ed.editor_id AND b.editor_section_name = 'Branding'
WHERE ed.editor_name = 'site'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_section_permission" ("editor_section_id", "role_id", "can_read", "can_update")
SELECT fav.editor_section_id, bp.role_id, bp.can_read, bp.can_update
FROM "editor" ed
JOIN "editor_section" b ON b.editor_id = ed.editor_id AND b.editor_section_name = 'Branding'
JOIN "editor_section" fav ON fav.editor_id = ed.editor_id AND fav.editor_section_name = 'Favicon'
JOIN "editor_section_permission" bp ON bp.editor_section_id = b.editor_section_id
WHERE ed.editor_name = 'site'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "editor_field" f SET "editor_section_id" = fav.editor_section_id, "order_by" = 0
FROM "editor" ed
JOIN "editor_section" b ON b.editor_id = ed.editor_id AND b.editor_section_name = 'Branding'
JOIN "editor_section" fav ON fav.editor_id = ed.editor_id AND fav.editor_section_name = 'Favicon'
JOIN "entity_property" p ON p.entity_object_id = ed.entity_object_id AND p.entity_property_name = 'FaviconPath'
WHERE ed.editor_name = 'site'
  AND f.editor_section_id = b.editor_section_id
  AND f.entity_property_id = p.entity_property_id
  AND NOT EXISTS (SELECT 1 FROM "editor_field" x WHERE x.editor_section_id = fav.editor_section_id AND x.entity_property_id = p.entity_property_id);--> statement-breakpoint
UPDATE "editor_section" b SET "editor_section_name" = 'Logo'
FROM "editor" ed
WHERE ed.editor_name = 'site'
  AND b.editor_id = ed.editor_id
  AND b.editor_section_name = 'Branding'
  AND NOT EXISTS (SELECT 1 FROM "editor_section" x WHERE x.editor_id = ed.editor_id AND x.editor_section_name = 'Logo');
