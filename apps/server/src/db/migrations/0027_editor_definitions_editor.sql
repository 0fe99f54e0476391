-- The editor definitions as items of the editor site (decision 174), for databases whose
-- definitions were seeded before: the same rows as seed/entity-definitions/definition-entities.ts.
-- A database seeded after this migration gets them from the seed (its entity table is empty
-- here, so every insert below finds nothing to join). Rows that exist are left as they are.
INSERT INTO "entity" ("entity_name", "display_name", "display_description", "entity_level", "table_name", "order_by")
SELECT v.* FROM (VALUES
  ('Editor', 'Editor', 'An editor of the editor site: its sections, fields and permissions', 0, 'editor', 8),
  ('Entity', 'Entity', 'A kind of catalogue item, as the editor and the finder name it', 0, 'entity', 9),
  ('EditorSection', 'Editor Section', 'A section of an editor and the fields it shows', 0, 'editor_section', 10),
  ('EditorField', 'Editor Field', 'A field of an editor section: the property it edits and how', 0, 'editor_field', 11),
  ('EditorFieldValidation', 'Field Validation', 'A rule a field checks, and the message shown while it fails', 0, 'editor_field_validation', 12)
) AS v(entity_name, display_name, display_description, entity_level, table_name, order_by)
WHERE EXISTS (SELECT 1 FROM "entity")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "entity_property" ("entity_object_id", "entity_property_name", "property_name", "property_type", "display_name", "display_description", "is_id", "is_title", "is_key", "related_table", "column_name", "json_key")
SELECT e.entity_object_id, v.name, v.property_name, v.property_type, v.display_name, v.description, v.is_id, v.is_title, v.is_key, v.related_table, v.column_name, v.json_key
FROM (VALUES
  ('Editor', 'EditorId', 'EditorId', 'String', 'Editor Id', '', true, false, false, NULL, 'editor_id', NULL),
  ('Editor', 'EditorName', 'EditorName', 'String', 'Editor Name', '', false, false, true, NULL, 'editor_name', NULL),
  ('Editor', 'DisplayName', 'DisplayName', 'String', 'Display Name', '', false, true, false, NULL, 'display_name', NULL),
  ('Editor', 'Icon', 'Icon', 'String', 'Icon', '', false, false, false, NULL, 'icon', NULL),
  ('Editor', 'HideBlankFields', 'HideBlankFields', 'String', 'Hide Blank Fields', '', false, false, false, NULL, 'hide_blank_fields', NULL),
  ('Editor', 'Entity', 'Entity', 'Object', 'Entity', '', false, false, false, 'entity', 'entity_object_id', NULL),
  ('Editor', 'Sections', 'Sections', 'Table', 'Sections', '', false, false, false, 'editor_section', 'editor_id', NULL),
  ('Editor', 'LevelPermissions', 'LevelPermissions', 'Table', 'Level Permissions', 'Each role''s permission at the entity''s level; a row at All holds everywhere', false, false, false, 'entity_permission', 'entity_level', NULL),
  ('Entity', 'EntityName', 'EntityName', 'String', 'Entity Name', '', false, false, true, NULL, 'entity_name', NULL),
  ('Entity', 'DisplayName', 'DisplayName', 'String', 'Display Name', '', false, true, false, NULL, 'display_name', NULL),
  ('Entity', 'DisplayDescription', 'DisplayDescription', 'String', 'Description', '', false, false, false, NULL, 'display_description', NULL),
  ('EditorSection', 'EditorSectionId', 'EditorSectionId', 'String', 'Section Id', '', true, false, false, NULL, 'editor_section_id', NULL),
  ('EditorSection', 'EditorSectionName', 'EditorSectionName', 'String', 'Section Name', '', false, true, false, NULL, 'editor_section_name', NULL),
  ('EditorSection', 'SectionType', 'SectionType', 'String', 'Section Type', '', false, false, false, NULL, 'section_type', NULL),
  ('EditorSection', 'InFinder', 'InFinder', 'String', 'In the Model Finder', '', false, false, false, NULL, 'in_finder', NULL),
  ('EditorSection', 'Fields', 'Fields', 'Table', 'Fields', '', false, false, false, 'editor_field', 'editor_section_id', NULL),
  ('EditorSection', 'Permissions', 'Permissions', 'Table', 'Permissions', 'Untick to narrow what a role may do here; a tick lets the level decide', false, false, false, 'editor_section_permission', 'role_id', NULL),
  ('EditorField', 'EditorFieldId', 'EditorFieldId', 'String', 'Field Id', '', true, false, false, NULL, 'editor_field_id', NULL),
  ('EditorField', 'EntityPropertyName', 'EntityPropertyName', 'String', 'Property', '', false, true, false, NULL, 'entity_property_id', NULL),
  ('EditorField', 'EditorType', 'EditorType', 'String', 'Field Type', '', false, false, false, NULL, 'editor_type', NULL),
  ('EditorField', 'DisplayName', 'DisplayName', 'String', 'Display Name', 'Blank: the property''s display name', false, false, false, NULL, 'display_name', NULL),
  ('EditorField', 'IsRequired', 'IsRequired', 'String', 'Required', '', false, false, false, NULL, 'is_required', NULL),
  ('EditorField', 'EditorSize', 'EditorSize', 'String', 'Width (of 12)', '', false, false, false, NULL, 'editor_size', NULL),
  ('EditorField', 'DefaultValue', 'DefaultValue', 'String', 'Default Value', '', false, false, false, NULL, 'default_value', NULL),
  ('EditorField', 'Validations', 'Validations', 'Table', 'Validations', '', false, false, false, 'editor_field_validation', 'editor_field_id', NULL),
  ('EditorField', 'Permissions', 'Permissions', 'Table', 'Permissions', 'Untick to narrow what a role may do here; a tick lets the level decide', false, false, false, 'editor_field_permission', 'role_id', NULL),
  ('EditorFieldValidation', 'ValidationType', 'ValidationType', 'String', 'Rule', '', false, false, false, NULL, 'validation_type', NULL),
  ('EditorFieldValidation', 'ValidationValue', 'ValidationValue', 'String', 'Limit or Pattern', '', false, false, false, NULL, 'validation_value', NULL),
  ('EditorFieldValidation', 'ValidationMessage', 'ValidationMessage', 'String', 'Message', '', false, true, false, NULL, 'validation_message', NULL)
) AS v(entity_name, name, property_name, property_type, display_name, description, is_id, is_title, is_key, related_table, column_name, json_key)
JOIN "entity" e ON e.entity_name = v.entity_name
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor" ("editor_name", "entity_object_id", "display_name", "icon", "hide_blank_fields", "order_by")
SELECT v.editor_name, e.entity_object_id, v.display_name, v.icon, v.hide_blank_fields, v.order_by
FROM (VALUES
  ('Editor', 'Editor', 'Editor', 'layout-text-window', false, 8),
  ('Entity', 'Entity', 'Entity', 'box', false, 9),
  ('EditorSection', 'EditorSection', 'Section', 'layout-split', false, 10),
  ('EditorField', 'EditorField', 'Field', 'input-cursor-text', false, 11),
  ('EditorFieldValidation', 'EditorFieldValidation', 'Validation', 'check2-square', false, 12)
) AS v(editor_name, entity_name, display_name, icon, hide_blank_fields, order_by)
JOIN "entity" e ON e.entity_name = v.entity_name
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_section" ("editor_id", "editor_section_name", "section_type", "order_by", "in_finder")
SELECT ed.editor_id, v.name, v.section_type, v.order_by, v.in_finder
FROM (VALUES
  ('Editor', 'Editor', 'Header', 0, true),
  ('Editor', 'Entity', 'Section', 1, true),
  ('Editor', 'Sections', 'Section', 2, true),
  ('Editor', 'Permissions', 'Section', 3, true),
  ('Entity', 'Entity', 'Header', 0, true),
  ('EditorSection', 'Section', 'Header', 0, true),
  ('EditorField', 'Field', 'Header', 0, true),
  ('EditorFieldValidation', 'Validation', 'Header', 0, true)
) AS v(editor_name, name, section_type, order_by, in_finder)
JOIN "editor" ed ON ed.editor_name = v.editor_name
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_field" ("editor_section_id", "entity_property_id", "editor_type", "order_by", "is_required", "editor_size", "default_value", "display_name")
SELECT s.editor_section_id, p.entity_property_id, v.editor_type, v.order_by, v.is_required, v.editor_size, v.default_value, v.display_name
FROM (VALUES
  ('Editor', 'Editor', 'EditorName', 'read-only', 0, false, 6, NULL, NULL),
  ('Editor', 'Editor', 'DisplayName', 'text', 1, true, 6, NULL, NULL),
  ('Editor', 'Editor', 'Icon', 'text', 2, false, 6, NULL, NULL),
  ('Editor', 'Editor', 'HideBlankFields', 'checkbox', 3, false, 6, 'false', NULL),
  ('Editor', 'Entity', 'Entity', 'sub-editor', 0, false, 12, NULL, NULL),
  ('Editor', 'Sections', 'Sections', 'sub-editor-multiple', 0, false, 12, NULL, NULL),
  ('Editor', 'Permissions', 'LevelPermissions', 'permissions', 0, false, 12, NULL, NULL),
  ('Entity', 'Entity', 'EntityName', 'read-only', 0, false, 4, NULL, NULL),
  ('Entity', 'Entity', 'DisplayName', 'text', 1, true, 4, NULL, NULL),
  ('Entity', 'Entity', 'DisplayDescription', 'text', 2, false, 4, NULL, NULL),
  ('EditorSection', 'Section', 'EditorSectionName', 'text', 0, true, 6, NULL, NULL),
  ('EditorSection', 'Section', 'SectionType', 'select', 1, true, 3, 'Section', NULL),
  ('EditorSection', 'Section', 'InFinder', 'checkbox', 2, false, 3, 'true', NULL),
  ('EditorSection', 'Section', 'Fields', 'sub-editor-multiple', 3, false, 12, NULL, NULL),
  ('EditorSection', 'Section', 'Permissions', 'role-permission', 4, false, 12, NULL, NULL),
  ('EditorField', 'Field', 'EntityPropertyName', 'text', 0, true, 4, NULL, NULL),
  ('EditorField', 'Field', 'EditorType', 'select', 1, true, 4, 'text', NULL),
  ('EditorField', 'Field', 'DisplayName', 'text', 2, false, 4, NULL, NULL),
  ('EditorField', 'Field', 'IsRequired', 'checkbox', 3, false, 4, 'false', NULL),
  ('EditorField', 'Field', 'EditorSize', 'number', 4, true, 4, '6', NULL),
  ('EditorField', 'Field', 'DefaultValue', 'text', 5, false, 4, NULL, NULL),
  ('EditorField', 'Field', 'Validations', 'sub-editor-multiple', 6, false, 12, NULL, NULL),
  ('EditorField', 'Field', 'Permissions', 'role-permission', 7, false, 12, NULL, NULL),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'select', 0, true, 3, NULL, NULL),
  ('EditorFieldValidation', 'Validation', 'ValidationValue', 'text', 1, false, 3, NULL, NULL),
  ('EditorFieldValidation', 'Validation', 'ValidationMessage', 'text', 2, true, 6, NULL, NULL)
) AS v(editor_name, section_name, property, editor_type, order_by, is_required, editor_size, default_value, display_name)
JOIN "editor" ed ON ed.editor_name = v.editor_name
JOIN "editor_section" s ON s.editor_id = ed.editor_id AND s.editor_section_name = v.section_name
JOIN "entity_property" p ON p.entity_object_id = ed.entity_object_id AND p.entity_property_name = v.property
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_field_validation" ("editor_field_id", "validation_type", "validation_value", "validation_message", "order_by")
SELECT f.editor_field_id, v.validation_type, v.validation_value, v.validation_message, v.order_by
FROM (VALUES
  ('Editor', 'Editor', 'DisplayName', 'required', NULL, 'Display Name is required', 0),
  ('Entity', 'Entity', 'DisplayName', 'required', NULL, 'Display Name is required', 0),
  ('EditorSection', 'Section', 'EditorSectionName', 'required', NULL, 'Section Name is required', 0),
  ('EditorSection', 'Section', 'EditorSectionName', 'maxLength', '100', 'Use at most 100 characters', 1),
  ('EditorField', 'Field', 'EntityPropertyName', 'required', NULL, 'Property is required', 0),
  ('EditorField', 'Field', 'EditorSize', 'min', '1', 'Width is 1 to 12 columns', 0),
  ('EditorField', 'Field', 'EditorSize', 'max', '12', 'Width is 1 to 12 columns', 1),
  ('EditorFieldValidation', 'Validation', 'ValidationMessage', 'required', NULL, 'Message is required', 0),
  ('EditorFieldValidation', 'Validation', 'ValidationMessage', 'maxLength', '500', 'Use at most 500 characters', 1)
) AS v(editor_name, section_name, property, validation_type, validation_value, validation_message, order_by)
JOIN "editor" ed ON ed.editor_name = v.editor_name
JOIN "editor_section" s ON s.editor_id = ed.editor_id AND s.editor_section_name = v.section_name
JOIN "entity_property" p ON p.entity_object_id = ed.entity_object_id AND p.entity_property_name = v.property
JOIN "editor_field" f ON f.editor_section_id = s.editor_section_id AND f.entity_property_id = p.entity_property_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "editor_field_value" ("editor_field_id", "value", "display_name", "order_by")
SELECT f.editor_field_id, v.value, v.display_name, v.order_by
FROM (VALUES
  ('Editor', 'Entity', 'Entity', 'Entity', NULL, 0),
  ('Editor', 'Sections', 'Sections', 'EditorSection', NULL, 0),
  ('EditorSection', 'Section', 'SectionType', 'Header', NULL, 0),
  ('EditorSection', 'Section', 'SectionType', 'Modal', NULL, 1),
  ('EditorSection', 'Section', 'SectionType', 'Section', NULL, 2),
  ('EditorSection', 'Section', 'Fields', 'EditorField', NULL, 0),
  ('EditorField', 'Field', 'EditorType', 'sub-editor', NULL, 0),
  ('EditorField', 'Field', 'EditorType', 'sub-editor-multiple', NULL, 1),
  ('EditorField', 'Field', 'EditorType', 'multi-input-edit', NULL, 2),
  ('EditorField', 'Field', 'EditorType', 'permissions', NULL, 3),
  ('EditorField', 'Field', 'EditorType', 'checkbox', NULL, 4),
  ('EditorField', 'Field', 'EditorType', 'text', NULL, 5),
  ('EditorField', 'Field', 'EditorType', 'id', NULL, 6),
  ('EditorField', 'Field', 'EditorType', 'password', NULL, 7),
  ('EditorField', 'Field', 'EditorType', 'number', NULL, 8),
  ('EditorField', 'Field', 'EditorType', 'select', NULL, 9),
  ('EditorField', 'Field', 'EditorType', 'none', NULL, 10),
  ('EditorField', 'Field', 'EditorType', 'divisions', NULL, 11),
  ('EditorField', 'Field', 'EditorType', 'associations', NULL, 12),
  ('EditorField', 'Field', 'EditorType', 'modelassociations', NULL, 13),
  ('EditorField', 'Field', 'EditorType', 'image-list', NULL, 14),
  ('EditorField', 'Field', 'EditorType', 'document-list', NULL, 15),
  ('EditorField', 'Field', 'EditorType', 'thumbnail', NULL, 16),
  ('EditorField', 'Field', 'EditorType', 'datetime', NULL, 17),
  ('EditorField', 'Field', 'EditorType', 'image', NULL, 18),
  ('EditorField', 'Field', 'EditorType', 'document', NULL, 19),
  ('EditorField', 'Field', 'EditorType', 'modeldimensions', NULL, 20),
  ('EditorField', 'Field', 'EditorType', 'document-link', NULL, 21),
  ('EditorField', 'Field', 'EditorType', 'order', NULL, 22),
  ('EditorField', 'Field', 'EditorType', 'remove', NULL, 23),
  ('EditorField', 'Field', 'EditorType', 'rich-text', NULL, 24),
  ('EditorField', 'Field', 'EditorType', 'editor-list', NULL, 25),
  ('EditorField', 'Field', 'EditorType', 'role-permission', NULL, 26),
  ('EditorField', 'Field', 'EditorType', 'read-only', NULL, 27),
  ('EditorField', 'Field', 'EditorType', 'customer-materials', NULL, 28),
  ('EditorField', 'Field', 'Validations', 'EditorFieldValidation', NULL, 0),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'required', NULL, 0),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'minLength', NULL, 1),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'maxLength', NULL, 2),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'pattern', NULL, 3),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'number', NULL, 4),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'min', NULL, 5),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'max', NULL, 6),
  ('EditorFieldValidation', 'Validation', 'ValidationType', 'email', NULL, 7)
) AS v(editor_name, section_name, property, value, display_name, order_by)
JOIN "editor" ed ON ed.editor_name = v.editor_name
JOIN "editor_section" s ON s.editor_id = ed.editor_id AND s.editor_section_name = v.section_name
JOIN "entity_property" p ON p.entity_object_id = ed.entity_object_id AND p.entity_property_name = v.property
JOIN "editor_field" f ON f.editor_section_id = s.editor_section_id AND f.entity_property_id = p.entity_property_id
ON CONFLICT DO NOTHING;
