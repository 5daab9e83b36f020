import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createFacultyRepository } from './faculty.repository';
import { facultyRoutes } from './faculty.routes';
import { createFacultyAdminService, createFacultyService } from './faculty.service';

function build(app: FastifyInstance) {
  const repository = createFacultyRepository(app.database.db);
  return {
    ...createFacultyService(repository),
    admin: createFacultyAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    faculty: ReturnType<typeof build>;
  }
}

export const facultyModule = defineModule({
  name: 'faculty',
  dependencies: ['auditLog'],
  build,
  routes: facultyRoutes,
});
