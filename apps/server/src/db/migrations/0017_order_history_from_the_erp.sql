CREATE TABLE "erp_sandbox_history_order" (
	"sales_order_number" text PRIMARY KEY NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"plan" jsonb NOT NULL,
	"changed_at" timestamp with time zone,
	"next_change_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erp_feed_cursor" (
	"feed" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_open_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "origin" text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "erp_sandbox_order" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "erp_sandbox_order" ADD COLUMN "next_change_at" timestamp with time zone;--> statement-breakpoint
-- Orders booked before the feed existed are moved along at the sandbox's next read.
UPDATE "erp_sandbox_order" SET "changed_at" = "received_at", "next_change_at" = "received_at";--> statement-breakpoint
CREATE INDEX "erp_sandbox_history_changed_idx" ON "erp_sandbox_history_order" USING btree ("changed_at","sales_order_number");--> statement-breakpoint
CREATE INDEX "erp_sandbox_history_next_change_idx" ON "erp_sandbox_history_order" USING btree ("next_change_at");--> statement-breakpoint
CREATE INDEX "erp_sandbox_order_changed_idx" ON "erp_sandbox_order" USING btree ("changed_at","sales_order_id");--> statement-breakpoint
CREATE INDEX "erp_sandbox_order_next_change_idx" ON "erp_sandbox_order" USING btree ("next_change_at");--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_status_known" CHECK ("order_item"."status" in ('Open', 'Shipped', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_origin_known" CHECK ("orders"."origin" in ('portal', 'erp'));