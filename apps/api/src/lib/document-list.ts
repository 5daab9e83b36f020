import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentAdminSchema,
  documentInputSchema,
  documentSchema,
  idParamsSchema,
  type DocumentInput,
  type Policy,
} from '@skp/shared';
import { NotFoundError } from '../errors';
import type { AuditSink } from './actor';
import { registerAdminCrud } from './admin-routes';
import { assertStoredFile, createContentWriter } from './content-writer';
import type { DocumentListRepository, DocumentRow } from './document-list-repository';
import type { FileStorage } from './file-storage';
import { sendStoredFile } from './send-file';
import { fileResponse, itemResponse, listResponse } from './response-schemas';
import { serializeRow } from './serialize';
import { PUBLIC_READ } from './public-read';
import { countDownload } from './visit';

/** What makes one document list (policies, mandatory disclosures, ...) differ from another. */
export interface DocumentListConfig<ListKey extends string = string> {
  /** URL segment under /api and /api/admin, e.g. 'mandatory-disclosures'. */
  path: string;
  /** The public list's path under /api and its key in `data`. */
  listPath: string;
  listKey: ListKey;
  /** When set, GET /api/<path>/:id answers `data[itemKey]`. */
  itemKey?: string;
  /** Audit log entity, e.g. 'mandatory-disclosure'. */
  entity: string;
  tags: string[];
  adminTags: string[];
  /** Names in the docs and messages: 'policy' / 'mandatory disclosure'. */
  noun: string;
  /** The short name in "Open the ... document" and "This ... has no document". */
  shortNoun: string;
  listSummary: string;
  notFoundMessage: string;
  /** The admin's 404 message, when it differs from the public one. */
  adminNotFoundMessage?: string;
}

function documentName(row: DocumentRow): string {
  return row.fileName?.trim() || `${row.title}.pdf`;
}

/** The public reads of one document list. */
export function createDocumentListService<ListKey extends string>(
  repository: DocumentListRepository,
  config: DocumentListConfig<ListKey>,
) {
  function toDocument(row: DocumentRow): Policy {
    const { file, ...rest } = serializeRow(row);
    return {
      ...rest,
      fileName: file ? documentName(row) : null,
      viewUrl: file ? `/api/${config.path}/${row.id}/view` : null,
      downloadUrl: file ? `/api/${config.path}/${row.id}/download` : null,
    };
  }
  async function findOrFail(id: string) {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(config.notFoundMessage);
    return row;
  }
  return {
    async all(): Promise<Record<ListKey, Policy[]>> {
      return { [config.listKey]: (await repository.all()).map(toDocument) } as Record<ListKey, Policy[]>;
    },
    async get(id: string): Promise<Policy> {
      return toDocument(await findOrFail(id));
    },
    async documentOf(id: string) {
      const row = await findOrFail(id);
      return { key: row.file, fileName: documentName(row) };
    },
  };
}

/** The admin's side of one document list: every row, validated writes, files tidied, audit-logged. */
export function createDocumentListAdminService(deps: {
  repository: DocumentListRepository;
  audit: AuditSink;
  storage: FileStorage;
  config: DocumentListConfig;
}) {
  const { storage, config } = deps;
  return createContentWriter({
    entity: config.entity,
    notFoundMessage: config.adminNotFoundMessage ?? config.notFoundMessage,
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: DocumentInput) {
      return {
        title: input.title,
        description: input.description,
        file: await assertStoredFile(storage, 'file', input.file),
        fileName: input.fileName,
        order: input.order,
      };
    },
    toOutput: (row: DocumentRow) => ({
      ...serializeRow(row),
      fileUrl: row.file ? storage.publicUrl(row.file) : null,
    }),
    files: (row: DocumentRow) => ({ keys: [row.file] }),
  });
}

type DocumentListServices = ReturnType<typeof createDocumentListService> & {
  admin: ReturnType<typeof createDocumentListAdminService>;
};

/** The list, (optionally) one item, view/download of its PDF, and the admin's CRUD. */
export function registerDocumentListRoutes(
  app: FastifyInstance,
  service: DocumentListServices,
  config: DocumentListConfig,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tags } = config;
  api.get(
    config.listPath,
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: config.listSummary,
        response: { 200: listResponse(config.listKey, documentSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.all() }),
  );
  const itemKey = config.itemKey;
  if (itemKey) {
    api.get(
      `/${config.path}/:id`,
      {
        config: PUBLIC_READ,
        schema: {
          tags,
          summary: `One ${config.noun}`,
          params: idParamsSchema,
          response: { 200: itemResponse(itemKey, documentSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: { [itemKey]: await service.get(request.params.id) },
      }),
    );
  }
  for (const [suffix, disposition] of [
    ['view', 'inline'],
    ['download', 'attachment'],
  ] as const) {
    api.get(
      `/${config.path}/:id/${suffix}`,
      {
        config: PUBLIC_READ,
        schema: {
          tags,
          summary:
            disposition === 'inline'
              ? `Open the ${config.shortNoun} document in the browser`
              : `Download the ${config.shortNoun} document`,
          params: idParamsSchema,
          response: fileResponse(`The ${config.shortNoun} document`),
        },
      },
      async (request, reply) => {
        const sent = await sendStoredFile(
          reply,
          app.storage,
          { ...(await service.documentOf(request.params.id)), disposition },
          `This ${config.shortNoun} has no document`,
        );
        countDownload(app, request, `${config.path}/${request.params.id}`);
        return sent;
      },
    );
  }
  registerAdminCrud(app, {
    path: config.path,
    tags: config.adminTags,
    noun: config.noun,
    input: documentInputSchema,
    item: documentAdminSchema,
    service: service.admin,
    reorder: true,
  });
}
