import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recordTranslationSchema,
  translatableEntitySchema,
  translationBatchInputSchema,
  translationLocaleSchema,
  translationStatusSchema,
} from '@skp/shared';
import { itemResponse, listResponse } from '../../lib/response-schemas';

const tags = ['translations'];
const recordParams = z.object({
  entity: z.string().min(1).max(60),
  id: z.string().min(1).max(100),
  locale: translationLocaleSchema,
});

/** The admin's translation screens: the registry, what is missing, one record side by side. */
export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.translations;
  const onRequest = app.requireRole('editor');

  app.get(
    '/admin/translations/entities',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Which fields of which entities are translated',
        response: { 200: listResponse('entities', translatableEntitySchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { entities: service.entities() } }),
  );

  app.get(
    '/admin/translations/status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Translations missing or needing review, per entity and record, with counts',
        querystring: z.object({ locale: translationLocaleSchema.default('hi') }),
        response: { 200: itemResponse('status', translationStatusSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { status: await service.status(request.query.locale) },
    }),
  );

  app.get(
    '/admin/translations/:entity/:id/:locale',
    {
      onRequest,
      schema: {
        tags,
        summary: "A record's translatable fields, English beside the translation",
        params: recordParams,
        response: { 200: itemResponse('translation', recordTranslationSchema) },
      },
    },
    async (request) => {
      const { entity, id, locale } = request.params;
      return {
        status: 'success' as const,
        data: { translation: await service.getRecord(entity, id, locale) },
      };
    },
  );

  app.put(
    '/admin/translations/:entity/:id/:locale',
    {
      onRequest,
      schema: {
        tags,
        summary: "Save some of a record's translations ('' removes one)",
        params: recordParams,
        body: translationBatchInputSchema,
        response: { 200: itemResponse('translation', recordTranslationSchema) },
      },
    },
    async (request) => {
      const { entity, id, locale } = request.params;
      const translation = await service.putRecord(entity, id, locale, request.body.values, request.user!);
      return { status: 'success' as const, data: { translation } };
    },
  );
};
