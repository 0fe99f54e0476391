ALTER TABLE "order_item" ADD COLUMN "price_rule" jsonb;--> statement-breakpoint
ALTER TABLE "inquiry_item" ADD COLUMN "price_rule" jsonb;