CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bigint,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placeholder" text,
	"poster" text,
	"duration" double precision,
	"state" text DEFAULT 'ready' NOT NULL,
	"video" jsonb,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "upgrade_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every uploaded picture and video a content row shows, from the copy of its facts the row kept
-- (the most recently changed row's copy when several rows show it). Uploads no row shows yet are in
-- the JSON manifests beside the files: the one-off start-up step 'media-manifests' reads those.
INSERT INTO "media" ("key", "kind", "content_type", "width", "height", "variants", "placeholder", "poster", "duration", "state", "video", "uploaded_at")
SELECT DISTINCT ON ("key")
	"key",
	CASE WHEN m ? 'video' THEN 'video' ELSE 'image' END,
	CASE
		WHEN m ? 'video' THEN m->'video'->>'mimeType'
		WHEN "key" ~ '\.png$' THEN 'image/png'
		WHEN "key" ~ '\.webp$' THEN 'image/webp'
		WHEN "key" ~ '\.avif$' THEN 'image/avif'
		ELSE 'image/jpeg'
	END,
	coalesce((m->>'width')::integer, 0),
	coalesce((m->>'height')::integer, 0),
	coalesce(m->'variants', '[]'::jsonb),
	m->>'placeholder',
	m->>'poster',
	(m->'video'->>'duration')::double precision,
	coalesce(m->'video'->>'state', 'ready'),
	(m->'video') - 'duration' - 'state',
	"created"
FROM (
	SELECT substr(m->>'url', 10) AS "key", m, "created", "changed" FROM (
		SELECT "media" AS m, "created_at" AS "created", "updated_at" AS "changed" FROM "notices"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "events"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "leaders"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "faculty"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "hero_images"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "gallery_photos"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "alumni"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "alumni_cards"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "student_life_events"
		UNION ALL SELECT "media", "created_at", "updated_at" FROM "coaches"
		UNION ALL SELECT "value"->'roadmapMedia', "updated_at", "updated_at" FROM "site_settings" WHERE "key" = 'contact'
	) "copies"
	WHERE jsonb_typeof(m) = 'object' AND m->>'url' ~ '^/uploads/[a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$'
) "shown"
ORDER BY "key", "changed" DESC;
--> statement-breakpoint
CREATE TABLE "media_references" (
	"key" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	CONSTRAINT "media_references_key_entity_entity_id_pk" PRIMARY KEY("key","entity","entity_id")
);
--> statement-breakpoint
CREATE INDEX "media_references_entity_idx" ON "media_references" USING btree ("entity","entity_id");
--> statement-breakpoint
-- Which rows name which stored file (its key, anywhere in the row: a picture's address, a PDF's key, a
-- settings value), kept by the database in the transaction of every write to a content table, so
-- "is this file still used?" is an index look-up. TG_ARGV: the table's key columns.
CREATE FUNCTION "media_references_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_id text;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT string_agg(to_jsonb(OLD)->>c, '/' ORDER BY n) INTO row_id FROM unnest(TG_ARGV) WITH ORDINALITY AS a(c, n);
		DELETE FROM "media_references" WHERE "entity" = TG_TABLE_NAME AND "entity_id" = row_id;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT string_agg(to_jsonb(NEW)->>c, '/' ORDER BY n) INTO row_id FROM unnest(TG_ARGV) WITH ORDINALITY AS a(c, n);
		INSERT INTO "media_references" ("key", "entity", "entity_id")
		SELECT DISTINCT m[1], TG_TABLE_NAME, row_id
		FROM regexp_matches(to_jsonb(NEW)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "announcements" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'announcements', (to_jsonb(t)->>'id') FROM "announcements" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "translations" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('entity', 'entity_id', 'locale', 'field');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'translations', (to_jsonb(t)->>'entity') || '/' || (to_jsonb(t)->>'entity_id') || '/' || (to_jsonb(t)->>'locale') || '/' || (to_jsonb(t)->>'field') FROM "translations" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "notices" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'notices', (to_jsonb(t)->>'id') FROM "notices" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'events', (to_jsonb(t)->>'id') FROM "events" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "leaders" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'leaders', (to_jsonb(t)->>'id') FROM "leaders" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "faculty" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'faculty', (to_jsonb(t)->>'id') FROM "faculty" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "curriculum_levels" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'curriculum_levels', (to_jsonb(t)->>'id') FROM "curriculum_levels" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "fee_structures" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'fee_structures', (to_jsonb(t)->>'id') FROM "fee_structures" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "activity_groups" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'activity_groups', (to_jsonb(t)->>'id') FROM "activity_groups" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "policies" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'policies', (to_jsonb(t)->>'id') FROM "policies" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "mandatory_disclosures" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'mandatory_disclosures', (to_jsonb(t)->>'id') FROM "mandatory_disclosures" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "hero_images" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'hero_images', (to_jsonb(t)->>'id') FROM "hero_images" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "gallery_photos" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'gallery_photos', (to_jsonb(t)->>'id') FROM "gallery_photos" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "milestones" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'milestones', (to_jsonb(t)->>'id') FROM "milestones" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "alumni" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'alumni', (to_jsonb(t)->>'id') FROM "alumni" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "alumni_cards" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'alumni_cards', (to_jsonb(t)->>'id') FROM "alumni_cards" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "student_life_events" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'student_life_events', (to_jsonb(t)->>'id') FROM "student_life_events" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "training_programs" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'training_programs', (to_jsonb(t)->>'id') FROM "training_programs" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "coaches" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('id');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'coaches', (to_jsonb(t)->>'id') FROM "coaches" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('key');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'site_settings', (to_jsonb(t)->>'key') FROM "site_settings" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "media_references" AFTER INSERT OR UPDATE OR DELETE ON "public_disclosure_sections" FOR EACH ROW EXECUTE FUNCTION "media_references_follow"('section');
--> statement-breakpoint
INSERT INTO "media_references" ("key", "entity", "entity_id") SELECT DISTINCT m[1], 'public_disclosure_sections', (to_jsonb(t)->>'section') FROM "public_disclosure_sections" t, regexp_matches(to_jsonb(t)::text, '([a-z0-9-]+/[A-Za-z0-9_-]+\.[a-z0-9]{2,5})', 'g') AS m ON CONFLICT DO NOTHING;
