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
];
