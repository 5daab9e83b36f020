import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../lib/send-file';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { cricketContactInputSchema } from '@skp/shared';

const tags = ['cricket academy'];

export const cricketAcademyContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.cricketAcademyContact;

  app.get(
    '/cricket-academy-contact/public',
    { schema: { tags, summary: 'Cricket Academy contact details and quick-enquiry labels' } },
    async () => ({ status: 'success', data: { contact: await service.getPublic() } }),
  );

  app.get(
    '/cricket-academy-contact/brochure',
    { schema: { tags, summary: 'The Cricket Academy brochure (PDF, opens in the browser)' } },
    async (_request, reply) =>
      sendStoredFile(
        reply,
        app.storage,
        { ...(await service.brochure()), disposition: 'inline' },
        'No Cricket Academy brochure is available',
      ),
  );

  registerAdminSingleton(app, {
    name: 'cricket-academy-contact',
    tags: ['cricket-academy-contact'],
    noun: 'Cricket Academy contact details',
    input: cricketContactInputSchema,
    service: app.services.cricketAcademyContact.admin,
  });
};
