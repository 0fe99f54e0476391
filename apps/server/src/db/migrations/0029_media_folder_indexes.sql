-- A folder's page of files filters folder_id and keeps keyset order: newest by id, or by
-- lower(name) then id (decision 171).
CREATE INDEX IF NOT EXISTS "image_folder_idx" ON "image" USING btree ("folder_id","image_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "image_folder_name_idx" ON "image" USING btree ("folder_id",lower("image_name"),"image_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_folder_idx" ON "document" USING btree ("folder_id","document_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_folder_name_idx" ON "document" USING btree ("folder_id",lower("document_name"),"document_id");
