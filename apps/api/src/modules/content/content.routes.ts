import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentPageSchema } from '@skp/shared';
import { settingsServiceFor } from '../settings/settings.service';
import { createContentService } from './content.service';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { createContentAdminService } from './content.service';
import { CONTENT_PAGES, pageContentInputSchema } from '@skp/shared';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContentService(settingsServiceFor(app.database.db));

  app.get(
    '/content/:page',
    {
      schema: {
        tags: ['content'],
        summary: 'Editable copy of a page: home, about, academics, admissions or contact',
        params: z.object({ page: contentPageSchema }),
      },
    },
    async (request) => ({ status: 'success', data: { content: await service.get(request.params.page) } }),
  );

  for (const page of CONTENT_PAGES) {
    registerAdminSingleton(app, {
      name: `content-${page}`,
      tags: ['content'],
      noun: `${page} page copy`,
      input: pageContentInputSchema,
      service: createContentAdminService(settingsServiceFor(app.database.db), app.audit, page),
    });
  }
};
