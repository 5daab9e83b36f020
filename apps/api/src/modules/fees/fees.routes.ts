import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feeListQuerySchema, feeSchema, queryText } from '@skp/shared';
import { feeInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['fees'];
const feePage = { 200: pageResponse('feeStructures', feeSchema) };

export const feesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.fees;

  app.get(
    '/fees',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Fee structures (amounts in whole rupees)',
        querystring: feeListQuerySchema,
        response: feePage,
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/fees/level/:level',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Fee structures of one level (any case)',
        params: z.object({ level: queryText('level', 100) }),
        querystring: feeListQuerySchema.omit({ level: true }),
        response: feePage,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list({ ...request.query, level: request.params.level }),
    }),
  );

  registerAdminCrud(app, {
    path: 'fees',
    tags: ['fees'],
    noun: 'fee structure',
    input: feeInputSchema,
    item: feeSchema,
    service: app.services.fees.admin,
    reorder: true,
  });
};
