-- Content rows name the upload they show by its key in "media" instead of keeping a copy of its facts:
-- the key from each copy's address (/uploads/<key>) where the media table has that upload (migration
-- 0020 filled it from these copies), then the copies go. The Contact settings' roadmapMedia copy goes
-- too: the page finds the roadmap's facts from roadmapImageUrl.
ALTER TABLE "notices" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "notices" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("notices"."media") = 'object' AND "notices"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "events" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("events"."media") = 'object' AND "events"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leaders" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "leaders" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("leaders"."media") = 'object' AND "leaders"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "leaders" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "leaders" ADD CONSTRAINT "leaders_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "faculty" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("faculty"."media") = 'object' AND "faculty"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "faculty" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hero_images" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "hero_images" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("hero_images"."media") = 'object' AND "hero_images"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "hero_images" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "hero_images" ADD CONSTRAINT "hero_images_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "gallery_photos" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("gallery_photos"."media") = 'object' AND "gallery_photos"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "gallery_photos" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "alumni" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("alumni"."media") = 'object' AND "alumni"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "alumni" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "alumni_cards" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "alumni_cards" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("alumni_cards"."media") = 'object' AND "alumni_cards"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "alumni_cards" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "alumni_cards" ADD CONSTRAINT "alumni_cards_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "student_life_events" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "student_life_events" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("student_life_events"."media") = 'object' AND "student_life_events"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "student_life_events" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "student_life_events" ADD CONSTRAINT "student_life_events_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "media_key" text;
--> statement-breakpoint
UPDATE "coaches" SET "media_key" = m."key" FROM "media" m WHERE jsonb_typeof("coaches"."media") = 'object' AND "coaches"."media"->>'url' = '/uploads/' || m."key";
--> statement-breakpoint
ALTER TABLE "coaches" DROP COLUMN "media";
--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
UPDATE "site_settings" SET "value" = "value" - 'roadmapMedia' WHERE "key" = 'contact' AND "value" ? 'roadmapMedia';
