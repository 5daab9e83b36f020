import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsServiceFor } from '../settings/settings.service';
import { createContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactService(settingsServiceFor(app.database.db));

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
};
