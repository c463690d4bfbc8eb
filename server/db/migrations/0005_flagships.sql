CREATE TABLE "checklist_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"industry_id" integer NOT NULL,
	"class_slug" text NOT NULL,
	"type" text NOT NULL,
	"section" text NOT NULL,
	"question" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_writeups" (
	"industry_id" integer PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"main_classes" text[] NOT NULL,
	"exposures" jsonb NOT NULL,
	"materials" jsonb NOT NULL,
	"risk_descriptions" jsonb NOT NULL,
	"indicative_rates" jsonb NOT NULL,
	"endorsements" jsonb NOT NULL,
	"has_market" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "related_industries" (
	"industry_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "related_industries_industry_id_related_id_pk" PRIMARY KEY("industry_id","related_id")
);
--> statement-breakpoint
ALTER TABLE "checklist_questions" ADD CONSTRAINT "checklist_questions_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_writeups" ADD CONSTRAINT "industry_writeups_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_industries" ADD CONSTRAINT "related_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_industries" ADD CONSTRAINT "related_industries_related_id_industries_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_questions_industry_idx" ON "checklist_questions" USING btree ("industry_id","type");