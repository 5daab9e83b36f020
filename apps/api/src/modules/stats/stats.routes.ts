import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitStatsSchema } from '@skp/shared';
import { itemResponse } from '../../lib/response-schemas';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.stats;

  app.get(
    '/admin/stats',
    {
      onRequest: app.requireRole('editor'),
      schema: {
        tags: ['stats'],
        summary:
          "The admin home's figures: page views and estimated visitors per day and week, top pages and notices, notice reach, editions, sources, devices",
        description:
          'Counted by the server in aggregate, with no cookie and no stored address (docs/privacy.md). Days are India days.',
        response: { 200: itemResponse('stats', visitStatsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { stats: await service.figures() } }),
  );
};
