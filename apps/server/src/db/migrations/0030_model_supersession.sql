-- Supersession (decision 177): a model replaced by a newer one, one replacement per old model.
-- Loops are refused by the editor call; the key index serves a search of an old number.
CREATE TABLE "model_supersession" (
	"pcn_catalog_number" text PRIMARY KEY NOT NULL,
	"replaced_by" text NOT NULL,
	"note" text,
	"changed_by_user_id" integer,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_supersession_not_itself" CHECK ("model_supersession"."pcn_catalog_number" <> "model_supersession"."replaced_by")
);
--> statement-breakpoint
ALTER TABLE "model_supersession" ADD CONSTRAINT "model_supersession_pcn_catalog_number_model_pcn_catalog_number_fk" FOREIGN KEY ("pcn_catalog_number") REFERENCES "public"."model"("pcn_catalog_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_supersession" ADD CONSTRAINT "model_supersession_replaced_by_model_pcn_catalog_number_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."model"("pcn_catalog_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_supersession" ADD CONSTRAINT "model_supersession_changed_by_user_id_app_user_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_supersession_replaced_by_idx" ON "model_supersession" USING btree ("replaced_by");--> statement-breakpoint
CREATE INDEX "model_supersession_key_idx" ON "model_supersession" USING btree (ltrim(upper(regexp_replace("pcn_catalog_number", '[^A-Za-z0-9]+', '', 'g')), '0'));
