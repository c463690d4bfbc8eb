ALTER TABLE "industry_media" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "industry_media" ADD COLUMN "transcript" jsonb;