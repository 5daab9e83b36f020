import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsServiceFor } from '../settings/settings.service';
import { createAdmissionService } from './admission.service';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { createAdmissionAdminService } from './admission.service';
import { admissionInfoInputSchema } from '@skp/shared';

const tags = ['admissions'];

export const admissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdmissionService(settingsServiceFor(app.database.db), {
    portalUrl: app.config.admissionPortalUrl,
  });

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
    service: createAdmissionAdminService(settingsServiceFor(app.database.db), app.audit),
    extraPutPaths: ['/admission'],
  });
};
