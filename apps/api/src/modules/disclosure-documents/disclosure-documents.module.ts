import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import {
  createDocumentListAdminService,
  createDocumentListService,
  registerDocumentListRoutes,
  type DocumentListConfig,
} from '../../lib/document-list';
import { createMandatoryDisclosuresRepository } from './disclosure-documents.repository';

/** CBSE's mandatory public disclosures: a document list (see lib/document-list.ts). */
export const MANDATORY_DISCLOSURES: DocumentListConfig<'mandatoryDisclosures'> = {
  path: 'mandatory-disclosures',
  listPath: '/mandatory-disclosures',
  listKey: 'mandatoryDisclosures',
  itemKey: 'mandatoryDisclosure',
  entity: 'mandatory-disclosure',
  tags: ['mandatory-disclosures'],
  adminTags: ['mandatory-disclosures'],
  noun: 'mandatory disclosure',
  shortNoun: 'disclosure',
  listSummary: 'Every mandatory disclosure (CBSE) in display order',
  notFoundMessage: 'Mandatory disclosure not found',
  adminNotFoundMessage: 'Disclosure not found',
};

function build(app: FastifyInstance) {
  const repository = createMandatoryDisclosuresRepository(app.database.db);
  return {
    ...createDocumentListService(repository, MANDATORY_DISCLOSURES),
    admin: createDocumentListAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
      config: MANDATORY_DISCLOSURES,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    disclosureDocuments: ReturnType<typeof build>;
  }
}

export const disclosureDocumentsModule = defineModule({
  name: 'disclosureDocuments',
  dependencies: ['auditLog'],
  build,
  routes: async (app) =>
    registerDocumentListRoutes(app, app.services.disclosureDocuments, MANDATORY_DISCLOSURES),
});
