import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { TRANSLATABLE_ENTITIES } from './translation-registry';
import { createTranslationsRepository } from './translations.repository';
import { translationsRoutes } from './translations.routes';
import { createTranslationsService } from './translations.service';

function build(app: FastifyInstance) {
  const repository = createTranslationsRepository(app.database.db);
  for (const definition of Object.values(TRANSLATABLE_ENTITIES))
    if (definition.kind === 'collection') repository.assertColumns(definition);
  return createTranslationsService({ repository, audit: app.services.auditLog });
}

declare module '../../lib/define-module' {
  interface Services {
    translations: ReturnType<typeof build>;
  }
}

export const translationsModule = defineModule({
  name: 'translations',
  dependencies: ['auditLog'],
  build,
  routes: translationsRoutes,
});
