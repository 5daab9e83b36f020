CREATE TABLE "slug_history" (
	"entity" text NOT NULL,
	"slug" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_entity_slug_pk" PRIMARY KEY("entity","slug")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "slug" text DEFAULT ('notice-' || left(gen_random_uuid()::text, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "share_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "media" jsonb;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "share_card" text;--> statement-breakpoint
-- hand-written: existing notices get a slug from their title (ASCII letters and digits; the app
-- transliterates other scripts for new notices), a title seen before gets part of its id, then the
-- unique index the schema declares.
UPDATE "notices" SET "slug" = coalesce(nullif(trim(both '-' from left(lower(regexp_replace("title", '[^A-Za-z0-9]+', '-', 'g')), 76)), ''), 'notice');--> statement-breakpoint
UPDATE "notices" AS n SET "slug" = n."slug" || '-' || left(n."id"::text, 8)
  FROM (SELECT "id", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS rn FROM "notices") AS ranked
  WHERE ranked."id" = n."id" AND ranked.rn > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_slug_idx" ON "notices" USING btree ("slug");
