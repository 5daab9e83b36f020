import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createTrainingProgramsRepository } from './training-programs.repository';
import { trainingProgramsRoutes } from './training-programs.routes';
import {
  createTrainingProgramsAdminService,
  createTrainingProgramsService,
} from './training-programs.service';

function build(app: FastifyInstance) {
  const repository = createTrainingProgramsRepository(app.database.db);
  return {
    ...createTrainingProgramsService(repository),
    admin: createTrainingProgramsAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    trainingPrograms: ReturnType<typeof build>;
  }
}

export const trainingProgramsModule = defineModule({
  name: 'trainingPrograms',
  dependencies: ['auditLog'],
  build,
  routes: trainingProgramsRoutes,
});
