import type { DatabaseHandle } from '../db/client';
import { createActivitiesRepository } from '../modules/activities/activities.repository';
import { createActivitiesService } from '../modules/activities/activities.service';
import { createAdmissionService } from '../modules/admission/admission.service';
import { createAlumniRepository } from '../modules/alumni/alumni.repository';
import { createAlumniService } from '../modules/alumni/alumni.service';
import { createContactService } from '../modules/contact/contact.service';
import { createCurriculumRepository } from '../modules/curriculum/curriculum.repository';
import { createCurriculumService } from '../modules/curriculum/curriculum.service';
import { createEventsRepository } from '../modules/events/events.repository';
import { createEventsService } from '../modules/events/events.service';
import { createFacultyRepository } from '../modules/faculty/faculty.repository';
import { createFacultyService } from '../modules/faculty/faculty.service';
import { createFeesRepository } from '../modules/fees/fees.repository';
import { createFeesService } from '../modules/fees/fees.service';
import { createGalleryRepository } from '../modules/gallery/gallery.repository';
import { createGalleryService } from '../modules/gallery/gallery.service';
import { createHeroImagesRepository } from '../modules/hero-images/hero-images.repository';
import { createHeroImagesService } from '../modules/hero-images/hero-images.service';
import { createLeadershipRepository } from '../modules/leadership/leadership.repository';
import { createLeadershipService } from '../modules/leadership/leadership.service';
import { createMandatoryDisclosuresRepository } from '../modules/mandatory-disclosures/mandatory-disclosures.repository';
import { createMandatoryDisclosuresService } from '../modules/mandatory-disclosures/mandatory-disclosures.service';
import { createNoticesRepository } from '../modules/notices/notices.repository';
import { createNoticesService } from '../modules/notices/notices.service';
import { createPoliciesRepository } from '../modules/policies/policies.repository';
import { createPoliciesService } from '../modules/policies/policies.service';
import { settingsServiceFor } from '../modules/settings/settings.service';
import { createStoryVisionRepository } from '../modules/story-vision/story-vision.repository';
import { createStoryVisionService } from '../modules/story-vision/story-vision.service';
import { createStudentLifeRepository } from '../modules/student-life/student-life.repository';
import { createStudentLifeService } from '../modules/student-life/student-life.service';

/**
 * The services the server-rendered pages read through, built once. To be replaced by
 * `app.services` when every module exposes its service there (issue 15).
 */
export function createPageServices(
  database: DatabaseHandle,
  options: { publicUrl: (key: string) => string; admissionPortalUrl: string },
) {
  const { db } = database;
  return {
    heroImages: createHeroImagesService(createHeroImagesRepository(db)),
    notices: createNoticesService(createNoticesRepository(db)),
    events: createEventsService(createEventsRepository(db)),
    gallery: createGalleryService(createGalleryRepository(db)),
    activities: createActivitiesService(createActivitiesRepository(db)),
    policies: createPoliciesService(createPoliciesRepository(db)),
    mandatoryDisclosures: createMandatoryDisclosuresService(createMandatoryDisclosuresRepository(db)),
    contact: createContactService(settingsServiceFor(db)),
    studentLife: createStudentLifeService(createStudentLifeRepository(db)),
    storyVision: createStoryVisionService(createStoryVisionRepository(db)),
    leadership: createLeadershipService(createLeadershipRepository(db), options.publicUrl),
    alumni: createAlumniService(createAlumniRepository(db)),
    curriculum: createCurriculumService(createCurriculumRepository(db)),
    faculty: createFacultyService(createFacultyRepository(db)),
    fees: createFeesService(createFeesRepository(db)),
    admission: createAdmissionService(settingsServiceFor(db), { portalUrl: options.admissionPortalUrl }),
  };
}

export type PageServices = ReturnType<typeof createPageServices>;
