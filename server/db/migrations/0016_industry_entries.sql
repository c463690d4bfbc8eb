CREATE TABLE "industry_class_layers" (
	"anzsic" text PRIMARY KEY NOT NULL,
	"exposures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_entries" (
	"industry_id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"exposures" jsonb NOT NULL,
	"materials" jsonb NOT NULL,
	"key_questions" jsonb NOT NULL,
	"reasons" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industry_entries" ADD CONSTRAINT "industry_entries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;