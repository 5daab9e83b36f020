import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentPageSchema } from '@skp/shared';
import { settingsServiceFor } from '../settings/settings.service';
import { createContentService } from './content.service';

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
};
