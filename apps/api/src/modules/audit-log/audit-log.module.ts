import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createAuditLogRepository } from './audit-log.repository';
import { auditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';

function build(app: FastifyInstance) {
  return createAuditLogService(createAuditLogRepository(app.database.db));
}

declare module '../../lib/define-module' {
  interface Services {
    /** Records every write; admins read it. */
    auditLog: ReturnType<typeof build>;
  }
}

export const auditLogModule = defineModule({ name: 'auditLog', build, routes: auditLogRoutes });
