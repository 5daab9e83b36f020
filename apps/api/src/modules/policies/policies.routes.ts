import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@skp/shared';
import { sendStoredFile } from '../../lib/send-file';
import { documentInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

const tags = ['policies'];

export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.policies;

  app.get(
    '/policies/public/all',
    { schema: { tags, summary: 'Every policy in display order, with its view and download URLs' } },
    async () => ({ status: 'success', data: await service.all() }),
  );

  for (const [suffix, disposition] of [
    ['view', 'inline'],
    ['download', 'attachment'],
  ] as const) {
    app.get(
      `/policies/:id/${suffix}`,
      {
        schema: {
          tags,
          summary:
            disposition === 'inline'
              ? 'Open the policy document in the browser'
              : 'Download the policy document',
          params: idParamsSchema,
        },
      },
      async (request, reply) =>
        sendStoredFile(
          reply,
          app.storage,
          { ...(await service.documentOf(request.params.id)), disposition },
          'This policy has no document',
        ),
    );
  }

  registerAdminCrud(app, {
    path: 'policies',
    tags: ['policies'],
    noun: 'policy',
    input: documentInputSchema,
    service: app.services.policies.admin,
    reorder: true,
  });
};
