import type { FastifyPluginAsync } from 'fastify';
import { activitiesRoutes } from './activities/activities.routes';
import { curriculumRoutes } from './curriculum/curriculum.routes';
import { eventsRoutes } from './events/events.routes';
import { facultyRoutes } from './faculty/faculty.routes';
import { feesRoutes } from './fees/fees.routes';
import { leadershipRoutes } from './leadership/leadership.routes';
import { mandatoryDisclosuresRoutes } from './mandatory-disclosures/mandatory-disclosures.routes';
import { noticesRoutes } from './notices/notices.routes';
import { policiesRoutes } from './policies/policies.routes';
import { heroImagesRoutes } from './hero-images/hero-images.routes';
import { galleryRoutes } from './gallery/gallery.routes';
import { storyVisionRoutes } from './story-vision/story-vision.routes';
import { alumniRoutes } from './alumni/alumni.routes';
import { studentLifeRoutes } from './student-life/student-life.routes';
import { trainingProgramsRoutes } from './training-programs/training-programs.routes';
import { coachRoutes } from './coach/coach.routes';
import { cricketAcademyContactRoutes } from './cricket-academy-contact/cricket-academy-contact.routes';
import { babyStepsAdmissionRoutes } from './baby-steps-admission/baby-steps-admission.routes';
import { contactRoutes } from './contact/contact.routes';
import { admissionRoutes } from './admission/admission.routes';
import { contentRoutes } from './content/content.routes';
import { authRoutes } from './auth/auth.routes';
import { usersRoutes } from './users/users.routes';
import { auditLogRoutes } from './audit-log/audit-log.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { enquiriesRoutes } from './enquiries/enquiries.routes';
import { enquiriesAdminRoutes } from './enquiries/enquiries-admin.routes';

/** Every API module's routes, registered under /api. Add a module here. */
export const apiModules: FastifyPluginAsync[] = [
  noticesRoutes,
  eventsRoutes,
  leadershipRoutes,
  facultyRoutes,
  curriculumRoutes,
  feesRoutes,
  activitiesRoutes,
  policiesRoutes,
  mandatoryDisclosuresRoutes,
  heroImagesRoutes,
  galleryRoutes,
  storyVisionRoutes,
  alumniRoutes,
  studentLifeRoutes,
  trainingProgramsRoutes,
  coachRoutes,
  cricketAcademyContactRoutes,
  babyStepsAdmissionRoutes,
  contactRoutes,
  admissionRoutes,
  contentRoutes,
  authRoutes,
  usersRoutes,
  auditLogRoutes,
  uploadsRoutes,
  enquiriesRoutes,
  enquiriesAdminRoutes,
];
