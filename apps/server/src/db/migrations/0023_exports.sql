CREATE TABLE "export_job" (
	"export_job_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"rows_total" integer,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"blob_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_job_status_known" CHECK (status in ('Queued', 'Running', 'Done', 'Failed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "export_key" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"export_job_id" uuid,
	"request" jsonb,
	"file_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_site_id_site_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_key" ADD CONSTRAINT "export_key_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_key" ADD CONSTRAINT "export_key_site_id_site_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_key" ADD CONSTRAINT "export_key_export_job_id_export_job_export_job_id_fk" FOREIGN KEY ("export_job_id") REFERENCES "public"."export_job"("export_job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_job_user_idx" ON "export_job" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "export_job_waiting_idx" ON "export_job" USING btree ("created_at") WHERE "export_job"."status" in ('Queued', 'Running');--> statement-breakpoint
CREATE INDEX "export_job_expiry_idx" ON "export_job" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "export_key_expiry_idx" ON "export_key" USING btree ("expires_at");