import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createStudentLifeRepository } from './student-life.repository';
import { studentLifeRoutes } from './student-life.routes';
import { createStudentLifeAdminService, createStudentLifeService } from './student-life.service';

function build(app: FastifyInstance) {
  const repository = createStudentLifeRepository(app.database.db);
  return {
    ...createStudentLifeService(repository),
    admin: createStudentLifeAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    studentLife: ReturnType<typeof build>;
  }
}

export const studentLifeModule = defineModule({
  name: 'studentLife',
  dependencies: ['auditLog'],
  build,
  routes: studentLifeRoutes,
});
