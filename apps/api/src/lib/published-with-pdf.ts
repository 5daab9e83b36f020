import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, queryText } from '@skp/shared';
import { NotFoundError } from '../errors';
import type { FileStorage } from './file-storage';
import { visibilityOf } from './publication';
import { fileResponse, itemResponse, pageResponse } from './response-schemas';
import { sendStoredFile } from './send-file';
import { serializeRow } from './serialize';
import { PUBLIC_READ } from './public-read';
import { countDownload } from './visit';

/**
 * What notices and events (and any later dated entity a school publishes with an optional PDF)
 * share: published rows read by id, the PDF served at /api/<path>/:id/download, the same admin
 * output, and the same public routes. Their own rules (Home's order, registrations) stay in their modules.
 */
export interface PublishedWithPdfConfig {
  /** URL segment under /api, e.g. 'notices'. */
  path: string;
  /** Names in messages and docs: 'notice' / 'notices'. */
  noun: string;
  plural: string;
  notFoundMessage: string;
}

interface PublishedRow {
  id: string;
  title: string;
  pdfFile: string | null;
  publication: string;
  publishAt: Date | null;
  expireAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A row as visitors see it: `pdfFile` is the download path (null without a PDF). */
export function toPublishedWithPdf<Row extends PublishedRow>(row: Row, config: PublishedWithPdfConfig) {
  const { pdfFile, ...rest } = serializeRow(row);
  return { ...rest, pdfFile: pdfFile ? `/api/${config.path}/${row.id}/download` : null };
}

/** A row as the admin edits it: the stored PDF key, its URL, and where it stands today. */
export function toAdminWithPdf<Row extends PublishedRow>(row: Row, storage: FileStorage) {
  return {
    ...serializeRow(row),
    pdfUrl: row.pdfFile ? storage.publicUrl(row.pdfFile) : null,
    visibility: visibilityOf(row),
  };
}

/** Reads of one published row by id (a draft, scheduled or expired row is not found) and its PDF. */
export function createPublishedReads<Row extends PublishedRow, Public>(
  repository: { findPublishedById(id: string): Promise<Row | undefined> },
  config: PublishedWithPdfConfig,
  toPublic: (row: Row) => Public,
) {
  async function findOrFail(id: string) {
    const row = await repository.findPublishedById(id);
    if (!row) throw new NotFoundError(config.notFoundMessage);
    return row;
  }
  return {
    findOrFail,
    async get(id: string): Promise<Public> {
      return toPublic(await findOrFail(id));
    },
    async pdfOf(id: string) {
      const row = await findOrFail(id);
      return { key: row.pdfFile, fileName: `${row.title}.pdf` };
    },
  };
}

/**
 * GET /api/<path>/type/:type (the list of one type, any case), /api/<path>/:id (`data[itemKey]`)
 * and /api/<path>/:id/download.
 */
export function registerPublishedWithPdfRoutes<
  Query extends z.ZodObject<{ type: z.ZodOptional<z.ZodType> }>,
  Item extends z.ZodType,
>(
  app: FastifyInstance,
  options: {
    config: PublishedWithPdfConfig;
    tags: string[];
    listQuery: Query;
    item: Item;
    itemKey: string;
    service: {
      list(query: z.output<Query>): Promise<unknown>;
      get(id: string): Promise<z.output<Item>>;
      pdfOf(id: string): Promise<{ key: string | null; fileName: string }>;
    };
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, tags, service } = options;
  api.get(
    `/${config.path}/type/:type`,
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: `Published ${config.plural} of one type (any case)`,
        params: z.object({ type: queryText('type', 50) }),
        querystring: options.listQuery.omit({ type: true }),
        response: { 200: pageResponse(config.plural, options.item) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: (await service.list({ ...request.query, type: request.params.type } as z.output<Query>)) as never,
    }),
  );
  api.get(
    `/${config.path}/:id`,
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: `One ${config.noun}`,
        params: idParamsSchema,
        response: { 200: itemResponse(options.itemKey, options.item) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { [options.itemKey]: await service.get(request.params.id) },
    }),
  );
  api.get(
    `/${config.path}/:id/download`,
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: `Download the ${config.noun}'s PDF`,
        params: idParamsSchema,
        response: fileResponse(`The ${config.noun}'s PDF`),
      },
    },
    async (request, reply) => {
      const sent = await sendStoredFile(
        reply,
        app.storage,
        { ...(await service.pdfOf(request.params.id)), disposition: 'attachment' },
        `This ${config.noun} has no PDF`,
      );
      countDownload(app, request, `${config.path}/${request.params.id}`);
      return sent;
    },
  );
}
