CREATE TABLE "user_order_filter" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"filters" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_order_filter" ADD CONSTRAINT "user_order_filter_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;