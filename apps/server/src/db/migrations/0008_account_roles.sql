-- The portal roles and guarded areas are part of the product, not demo data.
INSERT INTO "role" ("role_id", "name", "display_name", "rank") VALUES
  (1, 'orders', 'Sales Rep', 2),
  (2, 'customerportal', 'Customer', 1),
  (3, 'orders-admin', 'Customer Admin', 3)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "portal_module" ("module_id", "name") VALUES
  (1, 'Orders'), (2, 'Inquiries'), (3, 'Export'), (4, 'Editor')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Levels per flag (read, write, delete, execute); an area opens at 9.
INSERT INTO "role_module_permission" ("role_id", "module_id", "can_read", "can_write", "can_delete", "can_execute") VALUES
  (1, 1, 9, 9, 0, 9),
  (1, 3, 9, 0, 0, 9),
  (2, 1, 9, 9, 0, 9),
  (2, 2, 9, 9, 0, 9),
  (2, 3, 9, 0, 0, 9),
  (3, 1, 9, 9, 9, 9),
  (3, 2, 9, 9, 9, 9),
  (3, 3, 9, 9, 9, 9)
ON CONFLICT DO NOTHING;
