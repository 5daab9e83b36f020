CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "events_status_idx";--> statement-breakpoint
CREATE INDEX "events_status_date_idx" ON "events" USING btree ("status","date","created_at","id");--> statement-breakpoint
CREATE INDEX "events_live_idx" ON "events" USING btree ("publication","status","publish_at","expire_at");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_trgm_idx" ON "events" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_type_trgm_idx" ON "events" USING gin ("type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gallery_cover_idx" ON "gallery_photos" USING btree ("category","starred" DESC NULLS FIRST,"order","created_at","id");--> statement-breakpoint
CREATE INDEX "notices_live_idx" ON "notices" USING btree ("publication","publish_at","expire_at");--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_description_trgm_idx" ON "notices" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_type_trgm_idx" ON "notices" USING gin ("type" gin_trgm_ops);