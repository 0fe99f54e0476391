-- Key columns use the "C" collation so that LIKE 'prefix%' reads the btree indexes;
-- the indexes carry preview_only and entry_id so counts and pages read the index only.
CREATE TABLE "search_entry" (
	"entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_entry_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_id" integer NOT NULL,
	"preview_only" boolean NOT NULL,
	"result_type" text NOT NULL,
	"product_id" integer NOT NULL,
	"section_table_id" integer,
	"pcn_catalog_number" text,
	"pcn_key" text COLLATE "C",
	"model_key" text COLLATE "C",
	"pcn_key_reversed" text COLLATE "C" GENERATED ALWAYS AS (reverse(pcn_key)) STORED,
	"model_key_reversed" text COLLATE "C" GENERATED ALWAYS AS (reverse(model_key)) STORED,
	"words" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_entry_pcn_key_idx" ON "search_entry" USING btree ("catalog_id","pcn_key") INCLUDE ("preview_only","entry_id");--> statement-breakpoint
CREATE INDEX "search_entry_model_key_idx" ON "search_entry" USING btree ("catalog_id","model_key") INCLUDE ("preview_only","entry_id");--> statement-breakpoint
CREATE INDEX "search_entry_pcn_key_reversed_idx" ON "search_entry" USING btree ("catalog_id","pcn_key_reversed") INCLUDE ("preview_only","entry_id");--> statement-breakpoint
CREATE INDEX "search_entry_model_key_reversed_idx" ON "search_entry" USING btree ("catalog_id","model_key_reversed") INCLUDE ("preview_only","entry_id");--> statement-breakpoint
CREATE INDEX "search_entry_words_idx" ON "search_entry" USING gin ("words");--> statement-breakpoint
CREATE INDEX "section_item_table_idx" ON "section_item" USING btree ("section_table_id");