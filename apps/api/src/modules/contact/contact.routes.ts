import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { contactInfoInputSchema } from '@skp/shared';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contact;

  for (const url of ['/contact', '/contact/public']) {
    app.get(
      url,
      {
        schema: {
          tags: ['contact'],
          summary: 'School contact details: address, phone, e-mail, office hours, social links, roadmap',
        },
      },
      async () => ({ status: 'success', data: { contact: await service.get() } }),
    );
  }

  registerAdminSingleton(app, {
    name: 'contact',
    tags: ['contact'],
    noun: 'school contact details',
    input: contactInfoInputSchema,
    service: app.services.contact.admin,
    extraPutPaths: ['/contact'],
  });
};
