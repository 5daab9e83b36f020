import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolIdentitySchema } from '@skp/shared';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { itemResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.school;

  app.get(
    '/school',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['school'],
        summary: "The school's identity: names, crest, theme colours, affiliation, wings",
        response: { 200: itemResponse('school', schoolIdentitySchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { school: await service.get() } }),
  );

  registerAdminSingleton(app, {
    name: 'school',
    tags: ['school'],
    noun: "school's identity",
    input: schoolIdentitySchema,
    item: schoolIdentitySchema,
    service: app.services.school.admin,
  });
};
