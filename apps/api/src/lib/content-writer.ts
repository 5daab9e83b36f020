import type { AdminListQuery, Media, Pagination } from '@skp/shared';
import { NotFoundError, ValidationError } from '../errors';
import type { Actor, AuditSink } from './actor';
import type { CrudRepository } from './crud-repository';
import type { FileStorage } from './file-storage';
import { mediaKeyOf, removeMediaFiles, type MediaStore } from './media';
import { serializeRow } from './serialize';

/** The files a row owns: processed images and videos (their keys in the media table) and plain stored files (PDFs). */
export interface OwnedFiles {
  media?: (string | null | undefined)[];
  keys?: (string | null | undefined)[];
}

export interface ContentWriterOptions<Row extends { id: string }, Insert, Input, Out> {
  /** Entity name for the audit log, e.g. 'notice'. */
  entity: string;
  notFoundMessage: string;
  repository: CrudRepository<Row, Insert>;
  audit: AuditSink;
  storage: FileStorage;
  /** Validated input -> column values; `before` is the current row on update. */
  toValues(input: Input, before: Row | undefined): Promise<Insert> | Insert;
  /** How the admin sees a row; defaults to the row with `_id` and ISO dates. */
  toOutput?(row: Row): Out;
  files?(row: Row): OwnedFiles;
  /** After a write, in its transaction (e.g. the gallery keeps one starred photo per category); `before` on update. */
  afterWrite?(row: Row, before?: Row): Promise<void>;
}

/**
 * The admin's create/update/delete/reorder for one entity: validated input in, files tidied up
 * (an image or PDF replaced or deleted with its row goes too), every write in the audit log.
 */
export function createContentWriter<
  Row extends { id: string },
  Insert,
  Input,
  Out = ReturnType<typeof serializeRow<Row>>,
>(options: ContentWriterOptions<Row, Insert, Input, Out>) {
  const { entity, repository, audit, storage } = options;
  const toOutput = (row: Row): Out => (options.toOutput ? options.toOutput(row) : (serializeRow(row) as Out));

  async function findOrFail(id: string): Promise<Row> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(options.notFoundMessage);
    return row;
  }

  /** Removes the files a row no longer owns, unless another record still uses them. */
  async function removeFiles(files: OwnedFiles, keep: OwnedFiles = {}) {
    const keptMedia = new Set((keep.media ?? []).filter(Boolean));
    const keptKeys = new Set((keep.keys ?? []).filter(Boolean));
    for (const key of files.media ?? []) {
      if (!key || keptMedia.has(key) || (await repository.media.isReferenced(key))) continue;
      // Every file the media table knows of: the main file, variants, a video's poster and copies.
      const media = await repository.media.find(key);
      if (media) await removeMediaFiles(storage, media);
      else await storage.remove(key);
      await repository.media.remove(key);
    }
    for (const key of files.keys ?? [])
      if (key && !keptKeys.has(key) && !(await repository.media.isReferenced(key))) await storage.remove(key);
  }

  return {
    async list(query: AdminListQuery): Promise<{ items: Out[]; pagination: Pagination }> {
      const page = await repository.listAll(query);
      return { items: page.items.map(toOutput), pagination: page.pagination };
    },

    async get(id: string): Promise<Out> {
      return toOutput(await findOrFail(id));
    },

    async create(input: Input, actor: Actor): Promise<Out> {
      const values = await options.toValues(input, undefined);
      return audit.transaction(async () => {
        const row = await repository.insert(values);
        await options.afterWrite?.(row);
        const out = toOutput(row);
        await audit.record({ actor, action: 'create', entity, entityId: row.id, after: out });
        return out;
      });
    },

    async update(id: string, input: Input, actor: Actor): Promise<Out> {
      const before = await findOrFail(id);
      const values = (await options.toValues(input, before)) as Partial<Insert>;
      const { row, out } = await audit.transaction(async () => {
        const row = await repository.update(id, values);
        if (!row) throw new NotFoundError(options.notFoundMessage);
        await options.afterWrite?.(row, before);
        const out = toOutput(row);
        await audit.record({
          actor,
          action: 'update',
          entity,
          entityId: id,
          before: toOutput(before),
          after: out,
        });
        return { row, out };
      });
      // Only once the change is stored: a rolled-back write keeps its files.
      if (options.files) await removeFiles(options.files(before), options.files(row));
      return out;
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const before = await audit.transaction(async () => {
        const before = await repository.remove(id);
        if (!before) throw new NotFoundError(options.notFoundMessage);
        await audit.record({ actor, action: 'delete', entity, entityId: id, before: toOutput(before) });
        return before;
      });
      if (options.files) await removeFiles(options.files(before));
    },

    async reorder(ids: string[], actor: Actor): Promise<{ reordered: number }> {
      if (new Set(ids).size !== ids.length)
        throw new ValidationError('ids must not repeat', { ids: ['must not repeat'] });
      return audit.transaction(async () => {
        const reordered = await repository.reorder(ids);
        await audit.record({ actor, action: 'reorder', entity, after: { ids } });
        return { reordered };
      });
    },

    nextOrder: () => repository.nextOrder(),
  };
}
export type ContentWriter<Out, Input> = {
  list(query: AdminListQuery): Promise<{ items: Out[]; pagination: Pagination }>;
  get(id: string): Promise<Out>;
  create(input: Input, actor: Actor): Promise<Out>;
  update(id: string, input: Input, actor: Actor): Promise<Out>;
  remove(id: string, actor: Actor): Promise<void>;
  reorder(ids: string[], actor: Actor): Promise<{ reordered: number }>;
};

/**
 * An image field's value: an uploaded image's URL or key (the row names it by its key in the media
 * table, which must have it), a web address (kept as is, no variants), or empty. Unchanged values keep
 * their current media.
 */
export async function resolveImage(
  media: Pick<MediaStore, 'find'>,
  field: string,
  url: string,
  current?: { url: string | null | undefined; mediaKey: string | null | undefined },
  options: { allowExternal?: boolean } = {},
): Promise<{ url: string; mediaKey: string | null; media: Media | null }> {
  const value = url.trim();
  const allowExternal = options.allowExternal ?? true;
  if (current && current.url === value)
    return { url: value, mediaKey: current.mediaKey ?? null, media: null };
  if (value === '') return { url: '', mediaKey: null, media: null };
  const uploaded = await media.find(value);
  if (uploaded) return { url: uploaded.url, mediaKey: mediaKeyOf(uploaded), media: uploaded };
  if (allowExternal && /^https?:\/\//i.test(value)) return { url: value, mediaKey: null, media: null };
  const message = allowExternal
    ? 'must be an uploaded image (upload it first) or a web address starting with http'
    : 'must be an uploaded image (upload it first)';
  throw new ValidationError(`Invalid field '${field}': ${message}`, { [field]: [message] });
}

/**
 * The usual image pair of a content row, `<field>` and `mediaKey`, ready to spread into its values:
 * `...(await imageValues(repository.media, 'imageUrl', input.imageUrl, before))`.
 */
export async function imageValues<K extends string>(
  media: Pick<MediaStore, 'find'>,
  field: K,
  value: string,
  before: ({ [P in K]: string | null } & { mediaKey: string | null }) | undefined,
): Promise<{ [P in K]: string } & { mediaKey: string | null }> {
  const image = await resolveImage(
    media,
    field,
    value,
    before ? { url: before[field], mediaKey: before.mediaKey } : undefined,
  );
  return { [field]: image.url, mediaKey: image.mediaKey } as { [P in K]: string } & {
    mediaKey: string | null;
  };
}

/** A stored file field (e.g. a PDF): the key must exist in storage and have the right extension. */
export async function assertStoredFile(
  storage: FileStorage,
  field: string,
  key: string | null | undefined,
  extension = 'pdf',
): Promise<string | null> {
  if (!key) return null;
  if (!key.endsWith(`.${extension}`) || !(await storage.exists(key))) {
    const message = `must be an uploaded ${extension.toUpperCase()} (upload it first)`;
    throw new ValidationError(`Invalid field '${field}': ${message}`, { [field]: [message] });
  }
  return key;
}

/**
 * A singleton (contact details, admission info, page copy, ...): read and replace as a whole,
 * audit-logged. `store` is the settings module's typed get/put for one key.
 */
export function createSettingWriter<Input, Out>(options: {
  entity: string;
  audit: AuditSink;
  read(): Promise<Out | undefined>;
  write(input: Input): Promise<Out>;
  /** Checks (e.g. that a PDF exists) before writing. */
  check?(input: Input): Promise<void>;
}) {
  return {
    async get(): Promise<Out | null> {
      return (await options.read()) ?? null;
    },
    async put(input: Input, actor: Actor): Promise<Out> {
      await options.check?.(input);
      return options.audit.transaction(async () => {
        const before = await options.read();
        const after = await options.write(input);
        await options.audit.record({
          actor,
          action: 'update',
          entity: options.entity,
          entityId: options.entity,
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type SettingWriter<Input, Out> = ReturnType<typeof createSettingWriter<Input, Out>>;
