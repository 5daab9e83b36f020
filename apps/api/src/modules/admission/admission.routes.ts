import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { admissionInfoInputSchema } from '@skp/shared';

const tags = ['admissions'];

export const admissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admission;

  for (const url of ['/admission', '/admission/public', '/admission/info']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Admission information: age and document requirements, and the online registration portal',
        },
      },
      async () => ({ status: 'success', data: { admission: await service.info() } }),
    );
  }

  app.get(
    '/admission/requirements',
    { schema: { tags, summary: 'Admission requirements: ages, documents and academic requirements' } },
    async () => ({ status: 'success', data: { requirements: await service.requirements() } }),
  );

  registerAdminSingleton(app, {
    name: 'admission',
    tags: ['admission'],
    noun: 'admission information',
    input: admissionInfoInputSchema,
    service: app.services.admission.admin,
    extraPutPaths: ['/admission'],
  });
};
