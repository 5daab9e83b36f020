import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { contactInfoInputSchema, contactInfoSchema } from '@skp/shared';
import { itemResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contact;

  for (const url of ['/contact', '/contact/public']) {
    app.get(
      url,
      {
        config: PUBLIC_READ,
        schema: {
          tags: ['contact'],
          summary: 'School contact details: address, phone, e-mail, office hours, social links, roadmap',
          response: { 200: itemResponse('contact', contactInfoSchema) },
        },
      },
      async () => ({ status: 'success' as const, data: { contact: await service.get() } }),
    );
  }

  registerAdminSingleton(app, {
    name: 'contact',
    tags: ['contact'],
    noun: 'school contact details',
    input: contactInfoInputSchema,
    item: contactInfoSchema,
    service: app.services.contact.admin,
    extraPutPaths: ['/contact'],
  });
};
