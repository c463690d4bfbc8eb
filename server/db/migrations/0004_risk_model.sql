CREATE TABLE "insurance_classes" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"grouping" text NOT NULL,
	"fallback_id" integer,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"base" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_factors" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"reasons" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_overrides" (
	"code" text NOT NULL,
	"class_slug" text NOT NULL,
	"rating" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "risk_overrides_code_class_slug_pk" PRIMARY KEY("code","class_slug")
);
--> statement-breakpoint
CREATE TABLE "risk_profiles" (
	"scope" text PRIMARY KEY NOT NULL,
	"levels" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_classes_slug_idx" ON "insurance_classes" USING btree ("slug");