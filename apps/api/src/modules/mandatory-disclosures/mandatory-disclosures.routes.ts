import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@skp/shared';
import { sendStoredFile } from '../../lib/send-file';
import { documentInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

const tags = ['mandatory-disclosures'];

export const mandatoryDisclosuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mandatoryDisclosures;

  app.get(
    '/mandatory-disclosures',
    { schema: { tags, summary: 'Every mandatory disclosure (CBSE) in display order' } },
    async () => ({ status: 'success', data: await service.all() }),
  );

  app.get(
    '/mandatory-disclosures/:id',
    { schema: { tags, summary: 'One mandatory disclosure', params: idParamsSchema } },
    async (request) => ({
      status: 'success',
      data: { mandatoryDisclosure: await service.get(request.params.id) },
    }),
  );

  for (const [suffix, disposition] of [
    ['view', 'inline'],
    ['download', 'attachment'],
  ] as const) {
    app.get(
      `/mandatory-disclosures/:id/${suffix}`,
      {
        schema: {
          tags,
          summary:
            disposition === 'inline'
              ? 'Open the disclosure document in the browser'
              : 'Download the disclosure document',
          params: idParamsSchema,
        },
      },
      async (request, reply) =>
        sendStoredFile(
          reply,
          app.storage,
          { ...(await service.documentOf(request.params.id)), disposition },
          'This disclosure has no document',
        ),
    );
  }

  registerAdminCrud(app, {
    path: 'mandatory-disclosures',
    tags: ['mandatory-disclosures'],
    noun: 'mandatory disclosure',
    input: documentInputSchema,
    service: app.services.mandatoryDisclosures.admin,
    reorder: true,
  });
};
