CREATE TABLE "spent_bot_challenge" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_bot_challenge_expires_idx" ON "spent_bot_challenge" USING btree ("expires_at");