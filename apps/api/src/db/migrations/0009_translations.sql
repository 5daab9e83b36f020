CREATE TABLE "translations" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"value" text NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "translations_entity_entity_id_locale_field_pk" PRIMARY KEY("entity","entity_id","locale","field")
);

--> statement-breakpoint
-- A record's translations go with it, in the deleting transaction: one trigger per translatable table,
-- named delete_translations, its argument the translation registry's entity name.
CREATE OR REPLACE FUNCTION delete_translations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM translations WHERE entity = TG_ARGV[0] AND entity_id = OLD.id::text;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "notices" FOR EACH ROW EXECUTE FUNCTION delete_translations('notices');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION delete_translations('events');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "leaders" FOR EACH ROW EXECUTE FUNCTION delete_translations('leadership');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "faculty" FOR EACH ROW EXECUTE FUNCTION delete_translations('faculty');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "curriculum_levels" FOR EACH ROW EXECUTE FUNCTION delete_translations('curriculum');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "fee_structures" FOR EACH ROW EXECUTE FUNCTION delete_translations('fees');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "activity_groups" FOR EACH ROW EXECUTE FUNCTION delete_translations('activities');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "policies" FOR EACH ROW EXECUTE FUNCTION delete_translations('policies');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "mandatory_disclosures" FOR EACH ROW EXECUTE FUNCTION delete_translations('mandatory-disclosures');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "hero_images" FOR EACH ROW EXECUTE FUNCTION delete_translations('hero-images');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "gallery_photos" FOR EACH ROW EXECUTE FUNCTION delete_translations('gallery');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "milestones" FOR EACH ROW EXECUTE FUNCTION delete_translations('milestones');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "alumni" FOR EACH ROW EXECUTE FUNCTION delete_translations('alumni');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "alumni_cards" FOR EACH ROW EXECUTE FUNCTION delete_translations('alumni-cards');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "student_life_events" FOR EACH ROW EXECUTE FUNCTION delete_translations('student-life');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "training_programs" FOR EACH ROW EXECUTE FUNCTION delete_translations('training-programs');
--> statement-breakpoint
CREATE TRIGGER delete_translations AFTER DELETE ON "coaches" FOR EACH ROW EXECUTE FUNCTION delete_translations('coaches');
