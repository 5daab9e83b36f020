import type { AlumniCard, Alumnus, PagedQuery } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { AlumniCardRow, AlumniRepository, AlumnusRow } from './alumni.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter, imageValues } from '../../lib/content-writer';
import type { AlumnusInput } from '@skp/shared';
import type { AlumniCardInput } from '@skp/shared';

export function toAlumnus(row: AlumnusRow): Alumnus {
  return serializeRow(row);
}

export function toAlumniCard(row: AlumniCardRow): AlumniCard {
  return serializeRow(row);
}

export function createAlumniService(repository: AlumniRepository) {
  return {
    async listAlumni(query: PagedQuery) {
      const page = await repository.listAlumni(query);
      return { alumni: page.items.map(toAlumnus), pagination: page.pagination };
    },

    async listCards(query: PagedQuery) {
      const page = await repository.listCards(query);
      return { cards: page.items.map(toAlumniCard), pagination: page.pagination };
    },
  };
}

/** The admin's side of alumnus items: every row, validated writes, files tidied, audit-logged. */
export function createAlumniAdminService(deps: {
  repository: AlumniRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'alumnus',
    notFoundMessage: 'Alumnus not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: AlumnusInput, before: AlumnusRow | undefined) {
      return {
        name: input.name,
        graduationYear: input.graduationYear,
        currentPost: input.currentPost,
        achievements: input.achievements,
        order: input.order,
        ...(await imageValues(deps.repository.admin.media, 'imageUrl', input.imageUrl, before)),
      };
    },
    toOutput: (row: AlumnusRow) => serializeRow(row),
    files: (row: AlumnusRow) => ({ media: [row.mediaKey] }),
  });
}

/** The admin's side of alumni card items: every row, validated writes, files tidied, audit-logged. */
export function createAlumniCardsAdminService(deps: {
  repository: AlumniRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'alumni-card',
    notFoundMessage: 'Alumni card not found',
    repository: deps.repository.adminCards,
    audit: deps.audit,
    storage,
    async toValues(input: AlumniCardInput, before: AlumniCardRow | undefined) {
      return {
        title: input.title,
        subtitle: input.subtitle,
        order: input.order,
        ...(await imageValues(deps.repository.admin.media, 'imageUrl', input.imageUrl, before)),
      };
    },
    toOutput: (row: AlumniCardRow) => serializeRow(row),
    files: (row: AlumniCardRow) => ({ media: [row.mediaKey] }),
  });
}
