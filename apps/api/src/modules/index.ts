import { activitiesModule } from './activities/activities.module';
import { announcementsModule } from './announcements/announcements.module';
import { admissionModule } from './admission/admission.module';
import { alumniModule } from './alumni/alumni.module';
import { auditLogModule } from './audit-log/audit-log.module';
import { authModule } from './auth/auth.module';
import { babyStepsAdmissionModule } from './baby-steps-admission/baby-steps-admission.module';
import { coachModule } from './coach/coach.module';
import { contactModule } from './contact/contact.module';
import { pageCopyModule } from './page-copy/page-copy.module';
import { cricketAcademyContactModule } from './cricket-academy-contact/cricket-academy-contact.module';
import { curriculumModule } from './curriculum/curriculum.module';
import { enquiriesModule } from './enquiries/enquiries.module';
import { eventsModule } from './events/events.module';
import { facultyModule } from './faculty/faculty.module';
import { feesModule } from './fees/fees.module';
import { galleryModule } from './gallery/gallery.module';
import { heroImagesModule } from './hero-images/hero-images.module';
import { leadershipModule } from './leadership/leadership.module';
import { disclosureDocumentsModule } from './disclosure-documents/disclosure-documents.module';
import { noticesModule } from './notices/notices.module';
import { policiesModule } from './policies/policies.module';
import { privacyModule } from './privacy/privacy.module';
import { privacyRightsModule } from './privacy-rights/privacy-rights.module';
import { publicDisclosureModule } from './public-disclosure/public-disclosure.module';
import { schoolModule } from './school/school.module';
import { searchModule } from './search/search.module';
import { settingsModule } from './settings/settings.module';
import { statsModule } from './stats/stats.module';
import { shareCardsModule } from './share-cards/share-cards.module';
import { storyVisionModule } from './story-vision/story-vision.module';
import { subscriptionsModule } from './subscriptions/subscriptions.module';
import { studentLifeModule } from './student-life/student-life.module';
import { transferCertificatesModule } from './transfer-certificates/transfer-certificates.module';
import { translationsModule } from './translations/translations.module';
import { trainingProgramsModule } from './training-programs/training-programs.module';
import { uploadsModule } from './uploads/uploads.module';
import { usersModule } from './users/users.module';

/**
 * Every API module, registered in this order under /api. A module's dependencies (its plugin's
 * `dependencies`) come before it: Fastify refuses to start otherwise.
 */
export const apiModules = [
  settingsModule,
  statsModule,
  auditLogModule,
  schoolModule,
  searchModule,
  usersModule,
  authModule,
  announcementsModule,
  shareCardsModule,
  noticesModule,
  eventsModule,
  leadershipModule,
  facultyModule,
  curriculumModule,
  feesModule,
  activitiesModule,
  policiesModule,
  disclosureDocumentsModule,
  publicDisclosureModule,
  heroImagesModule,
  galleryModule,
  storyVisionModule,
  alumniModule,
  studentLifeModule,
  trainingProgramsModule,
  coachModule,
  cricketAcademyContactModule,
  babyStepsAdmissionModule,
  contactModule,
  admissionModule,
  pageCopyModule,
  uploadsModule,
  privacyModule,
  transferCertificatesModule,
  enquiriesModule,
  subscriptionsModule,
  privacyRightsModule,
  translationsModule,
];
