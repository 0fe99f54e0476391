ALTER TABLE "cart_item" ADD COLUMN "merge_target" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines already in carts: the oldest line of each model takes further adds.
UPDATE "cart_item" SET "merge_target" = true WHERE "cart_item_id" IN (
  SELECT min("cart_item_id") FROM "cart_item" GROUP BY "cart_id", "pcn_catalog_number"
);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_merge_uq" ON "cart_item" USING btree ("cart_id","pcn_catalog_number") WHERE "cart_item"."merge_target";