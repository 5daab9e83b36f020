-- Every foreign key gets an index on its column: deleting a file from "media" (or a user, or a
-- transfer certificate) makes PostgreSQL look for rows that still name it, in every table that refers
-- to it; without an index each look is a scan of the whole table.
CREATE INDEX IF NOT EXISTS "notices_media_key_idx" ON "notices" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_media_key_idx" ON "events" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leaders_media_key_idx" ON "leaders" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_media_key_idx" ON "faculty" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hero_images_media_key_idx" ON "hero_images" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_photos_media_key_idx" ON "gallery_photos" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_media_key_idx" ON "alumni" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_cards_media_key_idx" ON "alumni_cards" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "student_life_events_media_key_idx" ON "student_life_events" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coaches_media_key_idx" ON "coaches" USING btree ("media_key");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_uploaded_by_idx" ON "media" USING btree ("uploaded_by");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tc_lookups_certificate_idx" ON "tc_lookups" USING btree ("certificate_id");
