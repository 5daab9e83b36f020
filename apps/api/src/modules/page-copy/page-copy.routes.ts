import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentPageSchema, pageContentSchema, pageContentSettingsSchema } from '@skp/shared';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { CONTENT_PAGES, pageContentInputSchema } from '@skp/shared';
import { itemResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.pageCopy;

  app.get(
    '/content/:page',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['content'],
        summary: 'Editable copy of a page: home, about, academics, admissions or contact',
        params: z.object({ page: contentPageSchema }),
        response: { 200: itemResponse('content', pageContentSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { content: await service.get(request.params.page) },
    }),
  );

  for (const page of CONTENT_PAGES) {
    registerAdminSingleton(app, {
      name: `content-${page}`,
      tags: ['content'],
      noun: `${page} page copy`,
      input: pageContentInputSchema,
      item: pageContentSettingsSchema,
      service: service.admin[page],
    });
  }
};
