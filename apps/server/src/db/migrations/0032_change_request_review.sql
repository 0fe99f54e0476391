DROP INDEX "model_change_request_status_idx";--> statement-breakpoint
DROP INDEX "model_change_request_one_delete_uq";--> statement-breakpoint
ALTER TABLE "catalogue_change" ADD COLUMN "approved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "catalogue_change" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "catalogue_change" ADD COLUMN "change_request_id" integer;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD COLUMN "original" jsonb;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_change" ADD CONSTRAINT "catalogue_change_approved_by_user_id_app_user_user_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_change" ADD CONSTRAINT "catalogue_change_change_request_id_model_change_request_model_change_request_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."model_change_request"("model_change_request_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD CONSTRAINT "model_change_request_site_id_site_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("site_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_change_request" ADD CONSTRAINT "model_change_request_reviewed_by_app_user_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_change_request_status_id_idx" ON "model_change_request" USING btree ("status","model_change_request_id");--> statement-breakpoint
CREATE INDEX "model_change_request_requester_idx" ON "model_change_request" USING btree ("requested_by","model_change_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_change_request_one_delete_uq" ON "model_change_request" USING btree ("pcn_catalog_number") WHERE "model_change_request"."kind" = 'Delete' and "model_change_request"."status" in ('Submitted', 'ChangesRequested');--> statement-breakpoint
ALTER TABLE "model_change_request" ADD CONSTRAINT "model_change_request_status_known" CHECK (status in ('Submitted', 'ChangesRequested', 'Approved', 'Rejected', 'Withdrawn'));--> statement-breakpoint
-- Change requests (decision 179): a module of their own, whose read flag opens the area and
-- whose execute flag decides; two roles to propose and to review. Product data, like the
-- editor's roles of 0026.
INSERT INTO "portal_module" ("module_id", "name") VALUES
  (5, 'Change Requests')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role" ("role_id", "name", "display_name", "rank") VALUES
  (6, 'change-requester', 'Change Requester', 0),
  (7, 'change-reviewer', 'Change Reviewer', 0)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Levels per flag (read, write, delete, execute): the requester proposes, the reviewer also
-- decides, and the catalogue editor may review too.
INSERT INTO "role_module_permission" ("role_id", "module_id", "can_read", "can_write", "can_delete", "can_execute") VALUES
  (6, 5, 9, 9, 0, 0),
  (7, 5, 9, 9, 0, 9),
  (4, 5, 9, 9, 9, 9)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The Model level (5): read and update, so a proposal is checked field by field as a save is;
-- the reviewer may also delete, which an approved delete request does. Neither holds the
-- Editor module, so no /api/editor call lets them write a model directly.
INSERT INTO "entity_permission" ("role_id", "entity_level", "can_read", "can_update", "can_create", "can_delete", "can_execute") VALUES
  (6, 5, true, true, false, false, false),
  (7, 5, true, true, false, true, false)
ON CONFLICT DO NOTHING;
