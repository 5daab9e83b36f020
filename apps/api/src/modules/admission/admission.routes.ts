import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { admissionInfoInputSchema, admissionInfoSchema, admissionRequirementsSchema } from '@skp/shared';
import { itemResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['admissions'];

export const admissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admission;

  for (const url of ['/admission', '/admission/public', '/admission/info']) {
    app.get(
      url,
      {
        config: PUBLIC_READ,
        schema: {
          tags,
          summary: 'Admission information: age and document requirements, and the online registration portal',
          response: { 200: itemResponse('admission', admissionInfoSchema) },
        },
      },
      async () => ({ status: 'success' as const, data: { admission: await service.info() } }),
    );
  }

  app.get(
    '/admission/requirements',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Admission requirements: ages, documents and academic requirements',
        response: { 200: itemResponse('requirements', admissionRequirementsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { requirements: await service.requirements() } }),
  );

  registerAdminSingleton(app, {
    name: 'admission',
    tags: ['admission'],
    noun: 'admission information',
    input: admissionInfoInputSchema,
    item: admissionRequirementsSchema,
    service: app.services.admission.admin,
    extraPutPaths: ['/admission'],
  });
};
