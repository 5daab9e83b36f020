-- Announcement banners have a Hindi text like every other translated entity:
-- their translations go with them when one is deleted.
CREATE TRIGGER delete_translations AFTER DELETE ON "announcements" FOR EACH ROW EXECUTE FUNCTION delete_translations('announcements');
