CREATE TABLE "content_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"summary" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"anzsic" text NOT NULL,
	"uksic" text NOT NULL,
	"naics" text NOT NULL,
	"alias_of_id" integer,
	"keywords" text DEFAULT '' NOT NULL,
	"in_trial" boolean DEFAULT false NOT NULL,
	"name_lower" text NOT NULL,
	"search_names" text DEFAULT '' NOT NULL,
	"search_document" "tsvector",
	"alias_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_history" (
	"user_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_accessed_on" timestamp with time zone DEFAULT now() NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "industry_history_user_id_industry_id_pk" PRIMARY KEY("user_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"expansions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomies" (
	"id" integer PRIMARY KEY NOT NULL,
	"abbr" text NOT NULL,
	"revision" text NOT NULL,
	"name" text NOT NULL,
	"levels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_nodes" (
	"taxonomy_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"parent_code" text,
	"depth" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "taxonomy_nodes_taxonomy_id_code_pk" PRIMARY KEY("taxonomy_id","code")
);
--> statement-breakpoint
ALTER TABLE "industry_history" ADD CONSTRAINT "industry_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_history" ADD CONSTRAINT "industry_history_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_nodes" ADD CONSTRAINT "taxonomy_nodes_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "industries_code_idx" ON "industries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "industries_anzsic_idx" ON "industries" USING btree ("anzsic");--> statement-breakpoint
CREATE INDEX "industries_uksic_idx" ON "industries" USING btree ("uksic");--> statement-breakpoint
CREATE INDEX "industries_naics_idx" ON "industries" USING btree ("naics");--> statement-breakpoint
CREATE INDEX "industries_alias_idx" ON "industries" USING btree ("alias_of_id");--> statement-breakpoint
CREATE INDEX "industries_search_names_trgm_idx" ON "industries" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "industries_search_document_idx" ON "industries" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "industry_history_recent_idx" ON "industry_history" USING btree ("user_id","last_accessed_on");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "taxonomy_nodes_parent_idx" ON "taxonomy_nodes" USING btree ("taxonomy_id","parent_code","position");