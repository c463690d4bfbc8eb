CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "purpose" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "audience" text;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
-- Tokens issued by POST /api/v2/token (user agent "api:<client_id>") stay API tokens; every other
-- existing session was a browser's.
UPDATE "sessions" SET "purpose" = 'api' WHERE "user_agent" LIKE 'api:%';
