ALTER TABLE "search_words" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "search_words" CASCADE;--> statement-breakpoint
DROP INDEX "industries_search_names_trgm_idx";--> statement-breakpoint
DROP INDEX "industries_search_document_idx";--> statement-breakpoint
ALTER TABLE "industries" DROP COLUMN "name_lower";--> statement-breakpoint
ALTER TABLE "industries" DROP COLUMN "search_names";--> statement-breakpoint
ALTER TABLE "industries" DROP COLUMN "search_document";