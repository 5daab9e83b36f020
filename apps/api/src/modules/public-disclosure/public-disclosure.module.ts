import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createPublicDisclosureRepository } from './public-disclosure.repository';
import { publicDisclosureRoutes } from './public-disclosure.routes';
import { createPublicDisclosureService } from './public-disclosure.service';

/** How long the link checker waits for one external address. */
const LINK_TIMEOUT_MS = 10_000;

function build(app: FastifyInstance) {
  return createPublicDisclosureService({
    repository: createPublicDisclosureRepository(app.database.db),
    storage: app.storage,
    audit: app.services.auditLog,
    disclosureList: app.services.disclosureDocuments,
    now: () => new Date(),
    linkTimeoutMs: LINK_TIMEOUT_MS,
  });
}

declare module '../../lib/define-module' {
  interface Services {
    publicDisclosure: ReturnType<typeof build>;
  }
}

/** CBSE's Mandatory Public Disclosure (Appendix IX) as data, its warnings and its daily link check. */
export const publicDisclosureModule = defineModule({
  name: 'publicDisclosure',
  dependencies: ['auditLog', 'disclosureDocuments'],
  build,
  routes: publicDisclosureRoutes,
});
