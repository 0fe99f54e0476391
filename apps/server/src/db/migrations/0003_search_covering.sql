-- Each key index also carries the other key, so a tier that excludes the earlier tiers'
-- matches (pcn_key <> k and model_key <> k) is still read from the index alone and a
-- capped count stops after the cap instead of visiting every matching row.
DROP INDEX "search_entry_pcn_key_idx";--> statement-breakpoint
DROP INDEX "search_entry_model_key_idx";--> statement-breakpoint
DROP INDEX "search_entry_pcn_key_reversed_idx";--> statement-breakpoint
DROP INDEX "search_entry_model_key_reversed_idx";--> statement-breakpoint
CREATE INDEX "search_entry_pcn_key_idx" ON "search_entry" USING btree ("catalog_id","pcn_key") INCLUDE ("preview_only","entry_id","model_key");--> statement-breakpoint
CREATE INDEX "search_entry_model_key_idx" ON "search_entry" USING btree ("catalog_id","model_key") INCLUDE ("preview_only","entry_id","pcn_key");--> statement-breakpoint
CREATE INDEX "search_entry_pcn_key_reversed_idx" ON "search_entry" USING btree ("catalog_id","pcn_key_reversed") INCLUDE ("preview_only","entry_id","pcn_key");--> statement-breakpoint
CREATE INDEX "search_entry_model_key_reversed_idx" ON "search_entry" USING btree ("catalog_id","model_key_reversed") INCLUDE ("preview_only","entry_id","model_key");
