ALTER TABLE "user_order_filter" ADD COLUMN "list" text DEFAULT 'orders' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_order_filter" ALTER COLUMN "list" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_order_filter" DROP CONSTRAINT "user_order_filter_pkey";--> statement-breakpoint
ALTER TABLE "user_order_filter" ADD CONSTRAINT "user_order_filter_user_id_list_pk" PRIMARY KEY("user_id","list");--> statement-breakpoint
ALTER TABLE "user_order_filter" ADD CONSTRAINT "user_order_filter_list_known" CHECK ("user_order_filter"."list" in ('orders', 'inquiries'));--> statement-breakpoint
DROP INDEX "inquiry_customer_date_idx";--> statement-breakpoint
CREATE INDEX "inquiry_customer_status_idx" ON "inquiry" USING btree ("customer_number","status","inquiry_date" DESC NULLS LAST,"inquiry_id" DESC NULLS LAST,"customer_name","order_id");--> statement-breakpoint
CREATE INDEX "inquiry_status_id_idx" ON "inquiry" USING btree ("status","inquiry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_status_customer_name_idx" ON "inquiry" USING btree ("status",lower("customer_name") desc nulls last,"inquiry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_status_customer_idx" ON "inquiry" USING btree ("status",lower("customer_name"),lower(ltrim("customer_number", '0')),"customer_name","customer_number");--> statement-breakpoint
CREATE INDEX "inquiry_customer_name_trgm_idx" ON "inquiry" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiry_customer_number_prefix_idx" ON "inquiry" USING btree (lower(ltrim("customer_number", '0')) text_pattern_ops);
