import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { NotFoundError } from '../errors';
import { registerAdminSingleton } from './admin-routes';
import { assertStoredFile, createSettingWriter } from './content-writer';
import { defineModule, type Services } from './define-module';
import { fileResponse, itemResponse } from './response-schemas';
import { sendStoredFile } from './send-file';
import { PUBLIC_READ } from './public-read';

/**
 * What makes one edited singleton with one PDF (the Baby Steps admission details and their
 * prospectus, the Cricket Academy contact details and their brochure, ...) differ from another.
 */
export interface SingletonDocumentConfig<Stored extends object, Public> {
  /** The module's name in app.services. */
  name: keyof Services;
  /** URL segment: GET /api/<path>/public, /api/<path>/<document.route>, /api/admin/settings/<path>; also the audit entity. */
  path: string;
  settingKey: string;
  /** Validates what the admin sends and what is stored. */
  input: z.ZodType<Stored>;
  /** The stored value as the admin reads it back. */
  stored: z.ZodType;
  /** GET /api/<path>/public answers `data[publicKey]`. */
  publicKey: string;
  publicSchema: z.ZodType<Public>;
  publicSummary: string;
  notSetUpMessage: string;
  tags: string[];
  adminTags: string[];
  /** The admin docs' name, e.g. 'Baby Steps admission details'. */
  noun: string;
  document: {
    /** The stored value's field holding the PDF's file key. */
    field: keyof Stored & string;
    route: string;
    fileName: string;
    summary: string;
    missingMessage: string;
  };
  /** The public answer: the stored value without its file key, plus whether the PDF is there and its URL. */
  toPublic(stored: Stored, document: { available: boolean; url: string | null }): Public;
}

export function createSingletonDocumentServices<Stored extends object, Public>(
  app: FastifyInstance,
  config: SingletonDocumentConfig<Stored, Public>,
) {
  const { settings, auditLog } = app.services;
  const storage = app.storage;
  const read = () => settings.get(config.settingKey, config.input);
  const fileKeyOf = (value: Stored | undefined) =>
    (value?.[config.document.field] as string | null | undefined) ?? null;
  return {
    async getPublic(): Promise<Public> {
      const value = await read();
      if (!value) throw new NotFoundError(config.notSetUpMessage);
      const key = fileKeyOf(value);
      const available = key ? await storage.exists(key) : false;
      return config.toPublic(value, {
        available,
        url: available ? `/api/${config.path}/${config.document.route}` : null,
      });
    },
    /** The PDF's storage key (null when there is none) and the name it is sent under. */
    async document() {
      return { key: fileKeyOf(await read()), fileName: config.document.fileName };
    },
    admin: createSettingWriter({
      entity: config.path,
      audit: auditLog,
      read,
      write: (input: Stored) => settings.put(config.settingKey, config.input, input),
      async check(input: Stored) {
        await assertStoredFile(storage, config.document.field, fileKeyOf(input));
      },
    }),
  };
}
export type SingletonDocumentServices<Stored extends object, Public> = ReturnType<
  typeof createSingletonDocumentServices<Stored, Public>
>;

function registerSingletonDocumentRoutes<Stored extends object, Public>(
  app: FastifyInstance,
  services: SingletonDocumentServices<Stored, Public>,
  config: SingletonDocumentConfig<Stored, Public>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tags } = config;
  api.get(
    `/${config.path}/public`,
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: config.publicSummary,
        response: { 200: itemResponse(config.publicKey, config.publicSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { [config.publicKey]: await services.getPublic() } }),
  );
  api.get(
    `/${config.path}/${config.document.route}`,
    {
      config: PUBLIC_READ,
      schema: { tags, summary: config.document.summary, response: fileResponse(config.document.fileName) },
    },
    async (_request, reply) =>
      sendStoredFile(
        reply,
        app.storage,
        { ...(await services.document()), disposition: 'inline' },
        config.document.missingMessage,
      ),
  );
  registerAdminSingleton(app, {
    name: config.path,
    tags: config.adminTags,
    noun: config.noun,
    input: config.input,
    item: config.stored,
    service: services.admin,
  });
}

/**
 * The module of one singleton with a PDF: its services on app.services[name] (the module declares
 * them there as `SingletonDocumentServices<Stored, Public>`), its public and admin routes.
 */
export function defineSingletonDocumentModule<Stored extends object, Public>(
  config: SingletonDocumentConfig<Stored, Public>,
) {
  return defineModule({
    name: config.name,
    dependencies: ['settings', 'auditLog'],
    build: (app) => createSingletonDocumentServices(app, config) as Services[typeof config.name],
    routes: async (app) =>
      registerSingletonDocumentRoutes(
        app,
        app.services[config.name] as unknown as SingletonDocumentServices<Stored, Public>,
        config,
      ),
  });
}
