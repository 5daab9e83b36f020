import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import {
  createDocumentListAdminService,
  createDocumentListService,
  registerDocumentListRoutes,
  type DocumentListConfig,
} from '../../lib/document-list';
import { createPoliciesRepository } from './policies.repository';

/** The school's policies: a document list (see lib/document-list.ts). */
export const POLICIES: DocumentListConfig<'policies'> = {
  path: 'policies',
  listPath: '/policies/public/all',
  listKey: 'policies',
  entity: 'policy',
  tags: ['policies'],
  adminTags: ['policies'],
  noun: 'policy',
  shortNoun: 'policy',
  listSummary: 'Every policy in display order, with its view and download URLs',
  notFoundMessage: 'Policy not found',
};

function build(app: FastifyInstance) {
  const repository = createPoliciesRepository(app.database.db);
  return {
    ...createDocumentListService(repository, POLICIES),
    admin: createDocumentListAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
      config: POLICIES,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    policies: ReturnType<typeof build>;
  }
}

export const policiesModule = defineModule({
  name: 'policies',
  dependencies: ['auditLog'],
  build,
  routes: async (app) => registerDocumentListRoutes(app, app.services.policies, POLICIES),
});
