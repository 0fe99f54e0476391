-- A model's division model numbers (and their Pcn and Barcode) are found like its model
-- number: rows carrying one of them as model_key point to the model's own entry (alias_of).
-- The model-key indexes carry alias_of, so those tiers still read the index alone.
ALTER TABLE "search_entry" ADD COLUMN "alias_of" integer;--> statement-breakpoint
DROP INDEX "search_entry_model_key_idx";--> statement-breakpoint
DROP INDEX "search_entry_model_key_reversed_idx";--> statement-breakpoint
CREATE INDEX "search_entry_model_key_idx" ON "search_entry" USING btree ("catalog_id","model_key") INCLUDE ("preview_only","entry_id","pcn_key","alias_of");--> statement-breakpoint
CREATE INDEX "search_entry_model_key_reversed_idx" ON "search_entry" USING btree ("catalog_id","model_key_reversed") INCLUDE ("preview_only","entry_id","model_key","alias_of");
