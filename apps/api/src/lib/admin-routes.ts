import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  envelope,
  idParamsSchema,
  reorderInputSchema,
  type UserRole,
} from '@skp/shared';
import type { ContentWriter, SettingWriter } from './content-writer';
import { deletedResponse, itemResponse, pageResponse } from './response-schemas';

const reorderedResponse = envelope(z.object({ reordered: z.number().int() }));

export interface AdminCrudOptions<Input, Item extends z.ZodType> {
  /** URL segment under /api/admin, e.g. 'notices'. */
  path: string;
  tags: string[];
  /** Human name for the docs, e.g. 'notice'. */
  noun: string;
  input: z.ZodType<Input>;
  /** What the admin sees of one row (every column it edits, plus derived URLs). */
  item: Item;
  service: ContentWriter<z.output<Item>, Input>;
  role?: UserRole;
  reorder?: boolean;
}

/**
 * The admin's routes for one entity, all behind a role (editor by default):
 * GET /admin/<path> (every row, drafts too), GET /admin/<path>/:id, POST, PUT /:id, DELETE /:id
 * and, for ordered lists, PUT /admin/<path>/order with { ids } in the new order.
 * Successes are `{ data: { items, pagination } }` or `{ data: { item } }`.
 */
export function registerAdminCrud<Input, Item extends z.ZodType>(
  app: FastifyInstance,
  options: AdminCrudOptions<Input, Item>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { path, tags, noun, service } = options;
  const onRequest = app.requireRole(options.role ?? 'editor');
  const base = `/admin/${path}`;
  const one = { 200: itemResponse('item', options.item) };

  api.get(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: `Every ${noun} (admin)`,
        querystring: adminListQuerySchema,
        response: { 200: pageResponse('items', options.item) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );
  api.get(
    `${base}/:id`,
    { onRequest, schema: { tags, summary: `One ${noun} (admin)`, params: idParamsSchema, response: one } },
    async (request) => ({ status: 'success' as const, data: { item: await service.get(request.params.id) } }),
  );
  api.post(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: `Create a ${noun}`,
        body: options.input,
        response: { 201: itemResponse('item', options.item) },
      },
    },
    async (request, reply) => {
      const item = await service.create(request.body as Input, request.user!);
      return reply.code(201).send({ status: 'success' as const, data: { item } } as never);
    },
  );
  if (options.reorder) {
    api.put(
      `${base}/order`,
      {
        onRequest,
        schema: {
          tags,
          summary: `Reorder ${noun} items: ids in the new order`,
          body: reorderInputSchema,
          response: { 200: reorderedResponse },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await service.reorder(request.body.ids, request.user!),
      }),
    );
  }
  api.put(
    `${base}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: `Replace a ${noun}`,
        params: idParamsSchema,
        body: options.input,
        response: one,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { item: await service.update(request.params.id, request.body as Input, request.user!) },
    }),
  );
  api.delete(
    `${base}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: `Delete a ${noun}`,
        params: idParamsSchema,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.user!);
      return { status: 'success' as const, data: { deleted: request.params.id } };
    },
  );
}

/**
 * A singleton's admin routes: GET and PUT /admin/settings/<name> (editor by default), plus any
 * extra PUT paths the requirements name (PUT /api/contact, PUT /api/admission). Answers `{ data: { item } }`.
 */
export function registerAdminSingleton<Input, Item extends z.ZodType>(
  app: FastifyInstance,
  options: {
    name: string;
    tags: string[];
    noun: string;
    input: z.ZodType<Input>;
    /** The stored value as the admin reads it back (null before it is first set up). */
    item: Item;
    service: SettingWriter<Input, z.output<Item>>;
    extraPutPaths?: string[];
    role?: UserRole;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tags, noun, service } = options;
  const onRequest = app.requireRole(options.role ?? 'editor');
  const path = `/admin/settings/${options.name}`;
  const one = { 200: itemResponse('item', options.item) };
  api.get(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: `The ${noun} (admin; null when not set up)`,
        response: { 200: itemResponse('item', options.item.nullable()) },
      },
    },
    async () => ({
      status: 'success' as const,
      data: { item: await service.get() },
    }),
  );
  for (const url of [path, ...(options.extraPutPaths ?? [])]) {
    api.put(
      url,
      { onRequest, schema: { tags, summary: `Replace the ${noun}`, body: options.input, response: one } },
      async (request) => ({
        status: 'success' as const,
        data: { item: await service.put(request.body as Input, request.user!) },
      }),
    );
  }
}
