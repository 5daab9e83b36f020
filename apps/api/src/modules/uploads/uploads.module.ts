import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { uploadsRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';

function build(app: FastifyInstance) {
  return createUploadsService({ storage: app.storage, audit: app.services.auditLog });
}

declare module '../../lib/define-module' {
  interface Services {
    /** Files the editors upload: images become responsive variants, PDFs are kept as they are. */
    uploads: ReturnType<typeof build>;
  }
}

export const uploadsModule = defineModule({
  name: 'uploads',
  dependencies: ['auditLog'],
  build,
  routes: uploadsRoutes,
});
