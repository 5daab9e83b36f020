import { z } from 'zod';
import { envelope, idSchema, paginationSchema } from '@skp/shared';

/** `{ status: 'success', data: { <key>: <item> } }`. */
export function itemResponse<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return envelope(z.object({ [key]: item } as Record<Key, Item>));
}

/** `{ status: 'success', data: { <key>: [<item>...] } }`: a whole list, no pagination. */
export function listResponse<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return envelope(z.object({ [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>));
}

/** `{ status: 'success', data: { <key>: [<item>...], pagination } }`: one page of a list. */
export function pageResponse<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return envelope(
    z.object({ [key]: z.array(item), pagination: paginationSchema } as Record<Key, z.ZodArray<Item>> & {
      pagination: typeof paginationSchema;
    }),
  );
}

/** What a DELETE answers: the id that is gone. */
export const deletedResponse = itemResponse('deleted', idSchema);

/**
 * A route that answers a file, not JSON: documents the 200 by its media type(s). Fastify sends a
 * stream or string as it is, so nothing is serialized.
 */
export function fileResponse(description: string, mediaTypes: string[] = ['application/pdf']) {
  const content = Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  );
  return { 200: { description, content } };
}
