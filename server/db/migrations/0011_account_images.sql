ALTER TABLE "companies" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_mime" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_sha256" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar" "bytea";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_mime" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_sha256" text;