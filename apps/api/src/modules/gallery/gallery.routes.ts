import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  galleryCategoryPageQuerySchema,
  galleryCategorySummarySchema,
  galleryCoverSchema,
  galleryListQuerySchema,
  galleryPhotoAdminSchema,
  galleryPhotoSchema,
  paginationSchema,
  starredPhotoSchema,
} from '@skp/shared';
import { galleryBatchInputSchema, galleryPhotoInputSchema, idParamsSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { itemResponse, listResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['gallery'];

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.gallery;

  app.get(
    '/gallery',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Gallery photos; category (or type, as the Home page sends it) is a slug or a category name',
        querystring: galleryListQuerySchema,
        response: { 200: pageResponse('galleries', galleryPhotoSchema) },
      },
    },
    async (request) => {
      const { category, type, page, limit } = request.query;
      return {
        status: 'success' as const,
        data: await service.list({ category: category ?? type, page, limit }),
      };
    },
  );

  app.get(
    '/gallery/categories',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'The six gallery categories with their photo counts',
        response: { 200: listResponse('categories', galleryCategorySummarySchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.categories() }),
  );

  app.get(
    '/gallery/categories/covers',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'One cover per category with photos (its starred photo, else the first), by slug',
        response: { 200: itemResponse('covers', z.record(z.string(), galleryCoverSchema)) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.covers() }),
  );

  app.get(
    '/gallery/categories/starred',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'The starred photo of each category, keyed by category name',
        response: { 200: itemResponse('starredPhotos', z.record(z.string(), starredPhotoSchema)) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.starred() }),
  );

  app.get(
    '/gallery/category/:category',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: "Every photo of one category (slug or name); an unknown one is 400 'Invalid category'",
        params: z.object({ category: z.string() }),
        querystring: galleryCategoryPageQuerySchema,
        response: {
          200: envelope(
            z.object({
              category: z.object({ slug: z.string(), name: z.string() }),
              galleries: z.array(galleryPhotoSchema),
              pagination: paginationSchema,
            }),
          ),
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.listCategory(request.params.category, request.query),
    }),
  );

  const admin = app.services.gallery.admin;
  registerAdminCrud(app, {
    path: 'gallery',
    tags: ['gallery'],
    noun: 'gallery photo',
    input: galleryPhotoInputSchema,
    item: galleryPhotoAdminSchema,
    service: admin,
    reorder: true,
  });
  const onRequest = app.requireRole('editor');
  app.post(
    '/admin/gallery/batch',
    {
      onRequest,
      schema: {
        tags: ['gallery'],
        summary: 'Add many uploaded photos to one category at once',
        body: galleryBatchInputSchema,
        response: { 201: listResponse('items', galleryPhotoAdminSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, data: await admin.createMany(request.body, request.user!) }),
  );
  app.put(
    '/admin/gallery/:id/star',
    {
      onRequest,
      schema: {
        tags: ['gallery'],
        summary: "Star a photo: it becomes the category's cover (the category's other star is removed)",
        params: idParamsSchema,
        response: { 200: itemResponse('item', galleryPhotoAdminSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { item: await admin.star(request.params.id, request.user!) },
    }),
  );
};
