CREATE TABLE "search_documents" (
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"date" timestamp with time zone,
	"publication" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"search_vector" tsvector NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_pk" PRIMARY KEY("source","source_id","locale")
);
--> statement-breakpoint
CREATE INDEX "search_documents_en_idx" ON "search_documents" USING gin ("search_vector") WHERE "search_documents"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_hi_idx" ON "search_documents" USING gin ("search_vector") WHERE "search_documents"."locale" = 'hi';--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"latin" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_latin_trgm_idx" ON "search_terms" USING gin ("latin" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "search_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdf_texts" (
	"file" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"extracted_at" timestamp with time zone DEFAULT now() NOT NULL
);
