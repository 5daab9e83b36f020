import { activitiesSeeder } from './content/activities.seed';
import { announcementsSeeder } from './content/announcements.seed';
import { curriculumSeeder } from './content/curriculum.seed';
import { eventsSeeder } from './content/events.seed';
import { facultySeeder } from './content/faculty.seed';
import { feesSeeder } from './content/fees.seed';
import { leadershipSeeder } from './content/leadership.seed';
import { mandatoryDisclosuresSeeder } from './content/mandatory-disclosures.seed';
import { publicDisclosureSeeder } from './content/public-disclosure.seed';
import { noticesSeeder } from './content/notices.seed';
import { policiesSeeder } from './content/policies.seed';
import { heroImagesSeeder } from './content/hero-images.seed';
import { gallerySeeder } from './content/gallery.seed';
import { storyVisionSeeder } from './content/story-vision.seed';
import { alumniSeeder } from './content/alumni.seed';
import { studentLifeSeeder } from './content/student-life.seed';
import { trainingProgramsSeeder } from './content/training-programs.seed';
import { coachSeeder } from './content/coach.seed';
import { cricketAcademyContactSeeder } from './content/cricket-academy-contact.seed';
import { babyStepsAdmissionSeeder } from './content/baby-steps-admission.seed';
import { contactSeeder } from './content/contact.seed';
import { schoolSeeder } from './content/school.seed';
import { admissionSeeder } from './content/admission.seed';
import { contentSeeder } from './content/content.seed';
import { translationsSeeder } from './content/translations.seed';
import { subscriptionsSeeder } from './content/subscriptions.seed';
import type { Seeder } from './seed-context';

/** Every demo-content seeder, in order. Add one line per seeder. */
export const seeders: Seeder[] = [
  announcementsSeeder,
  noticesSeeder,
  eventsSeeder,
  leadershipSeeder,
  facultySeeder,
  curriculumSeeder,
  feesSeeder,
  activitiesSeeder,
  policiesSeeder,
  mandatoryDisclosuresSeeder,
  publicDisclosureSeeder,
  heroImagesSeeder,
  gallerySeeder,
  storyVisionSeeder,
  alumniSeeder,
  studentLifeSeeder,
  trainingProgramsSeeder,
  coachSeeder,
  cricketAcademyContactSeeder,
  babyStepsAdmissionSeeder,
  schoolSeeder,
  contactSeeder,
  admissionSeeder,
  contentSeeder,
  translationsSeeder,
  subscriptionsSeeder,
];
