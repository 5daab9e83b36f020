import type { PagedQuery, StudentLifeEvent } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { StudentLifeEventRow, StudentLifeRepository } from './student-life.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter, imageValues } from '../../lib/content-writer';
import type { StudentLifeEventInput } from '@skp/shared';

export function toStudentLifeEvent(row: StudentLifeEventRow): StudentLifeEvent {
  return serializeRow(row);
}

export function createStudentLifeService(repository: StudentLifeRepository) {
  return {
    async list(query: PagedQuery) {
      const page = await repository.list(query);
      return { events: page.items.map(toStudentLifeEvent), pagination: page.pagination };
    },
  };
}

/** The admin's side of student life event items: every row, validated writes, files tidied, audit-logged. */
export function createStudentLifeAdminService(deps: {
  repository: StudentLifeRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'student-life-event',
    notFoundMessage: 'Student life event not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: StudentLifeEventInput, before: StudentLifeEventRow | undefined) {
      return {
        title: input.title,
        description: input.description,
        order: input.order,
        ...(await imageValues(deps.repository.admin.media, 'image', input.image, before)),
      };
    },
    toOutput: (row: StudentLifeEventRow) => serializeRow(row),
    files: (row: StudentLifeEventRow) => ({ media: [row.mediaKey] }),
  });
}
