DROP INDEX "orders_customer_date_idx";--> statement-breakpoint
DROP INDEX "delivery_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "items_total" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders already stored take their items' total, cancelled items counting 0 (decision 151).
UPDATE "orders" o SET "items_total" = i."total"
FROM (SELECT "order_id", sum("total_price") AS "total" FROM "order_item"
  WHERE "status" <> 'Cancelled' GROUP BY "order_id") i
WHERE o."order_id" = i."order_id";--> statement-breakpoint
CREATE INDEX "delivery_tracking_prefix_idx" ON "delivery" USING btree (lower("tracking_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_carrier_prefix_idx" ON "delivery" USING btree (lower("carrier") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "delivery_shipped_idx" ON "delivery" USING btree ("shipped_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_list_idx" ON "orders" USING btree ("customer_number","order_date" DESC NULLS LAST,"order_id" DESC NULLS LAST,"sales_order_number","customer_purchase_order_number","customer_name","expected_shipping_date","status","items_total");--> statement-breakpoint
CREATE INDEX "orders_list_sales_order_number_idx" ON "orders" USING btree ("sales_order_number" DESC NULLS LAST,"order_id" DESC NULLS LAST) WHERE "orders"."customer_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_po_number_idx" ON "orders" USING btree ("customer_purchase_order_number" DESC NULLS LAST,"order_id" DESC NULLS LAST) WHERE "orders"."customer_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_customer_name_idx" ON "orders" USING btree (lower("customer_name") desc nulls last,"order_id" DESC NULLS LAST) WHERE "orders"."customer_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_expected_shipping_idx" ON "orders" USING btree ("expected_shipping_date" DESC NULLS LAST,"order_id" DESC NULLS LAST) WHERE "orders"."customer_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_status_idx" ON "orders" USING btree (array_position(array['Pending', 'In Progress', 'Shipped', 'Cancelled']::text[], "status") desc nulls last,"order_id" DESC NULLS LAST) WHERE "orders"."customer_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_items_total_idx" ON "orders" USING btree ("items_total" DESC NULLS LAST,"order_id" DESC NULLS LAST) WHERE "orders"."customer_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_sales_order_number_prefix_idx" ON "orders" USING btree ("sales_order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_po_number_prefix_idx" ON "orders" USING btree (lower("customer_purchase_order_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_number_prefix_idx" ON "orders" USING btree (lower(ltrim("customer_number", '0')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_still_to_ship_idx" ON "orders" USING btree ("expected_shipping_date","order_id") WHERE "orders"."status" in ('Pending', 'In Progress');--> statement-breakpoint
CREATE INDEX "delivery_order_idx" ON "delivery" USING btree ("order_id","carrier","tracking_number");