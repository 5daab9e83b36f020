import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../lib/send-file';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { babyStepsAdmissionInputSchema } from '@skp/shared';

const tags = ['baby steps'];

export const babyStepsAdmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.babyStepsAdmission;

  app.get(
    '/baby-steps-admission/public',
    {
      schema: { tags, summary: 'Baby Steps admission process (steps by order) and prospectus availability' },
    },
    async () => ({ status: 'success', data: { admission: await service.getPublic() } }),
  );

  app.get(
    '/baby-steps-admission/prospectus',
    { schema: { tags, summary: 'The Baby Steps prospectus (PDF, opens in the browser)' } },
    async (_request, reply) =>
      sendStoredFile(
        reply,
        app.storage,
        { ...(await service.prospectus()), disposition: 'inline' },
        'No Baby Steps prospectus is available',
      ),
  );

  registerAdminSingleton(app, {
    name: 'baby-steps-admission',
    tags: ['baby-steps-admission'],
    noun: 'Baby Steps admission details',
    input: babyStepsAdmissionInputSchema,
    service: app.services.babyStepsAdmission.admin,
  });
};
