ALTER TABLE "events" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "picture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "media" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "share_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: existing events get a slug from their title (a repeat gets -2, -3 in creation order),
-- then the column becomes required and unique (drizzle-kit's ADD COLUMN ... NOT NULL fails on rows).
WITH bases AS (
  SELECT id, created_at,
         coalesce(nullif(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), ''), 'event') AS base
  FROM "events"
), numbered AS (
  SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n FROM bases
)
UPDATE "events" e SET "slug" = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || '-' || numbered.n END
FROM numbered WHERE numbered.id = e.id;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
-- hand-written: events stored with a date and no time (midnight UTC, as a date-only form sent them,
-- or midnight in India) start at 09:00 and end at 16:00 school time.
UPDATE "events" SET "date" = (("date" AT TIME ZONE 'UTC')::date + time '09:00') AT TIME ZONE 'Asia/Kolkata'
WHERE ("date" AT TIME ZONE 'UTC')::time = time '00:00';--> statement-breakpoint
UPDATE "events" SET "date" = (("date" AT TIME ZONE 'Asia/Kolkata')::date + time '09:00') AT TIME ZONE 'Asia/Kolkata'
WHERE ("date" AT TIME ZONE 'Asia/Kolkata')::time = time '00:00';--> statement-breakpoint
UPDATE "events" SET "end_date" = (("end_date" AT TIME ZONE 'UTC')::date + time '16:00') AT TIME ZONE 'Asia/Kolkata'
WHERE ("end_date" AT TIME ZONE 'UTC')::time = time '00:00';--> statement-breakpoint
UPDATE "events" SET "end_date" = (("end_date" AT TIME ZONE 'Asia/Kolkata')::date + time '16:00') AT TIME ZONE 'Asia/Kolkata'
WHERE ("end_date" AT TIME ZONE 'Asia/Kolkata')::time = time '00:00';
