CREATE TABLE "industry_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"type" text NOT NULL,
	"content_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industry_media" ADD CONSTRAINT "industry_media_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "industry_media_industry_idx" ON "industry_media" USING btree ("industry_id","type","position");