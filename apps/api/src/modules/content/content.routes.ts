import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentPageSchema } from '@skp/shared';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { CONTENT_PAGES, pageContentInputSchema } from '@skp/shared';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.content;

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
      service: service.admin[page],
    });
  }
};
