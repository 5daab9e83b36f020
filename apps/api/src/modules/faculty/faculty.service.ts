import type { Faculty, FacultyListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { FacultyRepository, FacultyRow } from './faculty.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter, imageValues } from '../../lib/content-writer';
import type { FacultyInput } from '@skp/shared';

/**
 * The site shows a faculty photo only when `image` starts with http (docs/requirements.md#entities), so photos stored
 * here (/uploads/...) are given as absolute addresses on the origin the visitor used.
 */
export function toFaculty(row: FacultyRow, origin?: string): Faculty {
  const faculty = serializeRow(row);
  return origin && faculty.image.startsWith('/')
    ? { ...faculty, image: `${origin}${faculty.image}` }
    : faculty;
}

export function createFacultyService(repository: FacultyRepository) {
  return {
    async list(query: FacultyListQuery, origin?: string) {
      const page = await repository.list(query);
      return { faculty: page.items.map((row) => toFaculty(row, origin)), pagination: page.pagination };
    },

    async all(origin?: string) {
      return { faculty: (await repository.all()).map((row) => toFaculty(row, origin)) };
    },

    async get(id: string, origin?: string): Promise<Faculty> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Faculty member not found');
      return toFaculty(row, origin);
    },
  };
}

/** The admin's side of faculty member items: every row, validated writes, files tidied, audit-logged. */
export function createFacultyAdminService(deps: {
  repository: FacultyRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'faculty',
    notFoundMessage: 'Faculty member not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: FacultyInput, before: FacultyRow | undefined) {
      return {
        name: input.name,
        role: input.role,
        department: input.department,
        expertise: input.expertise,
        experience: input.experience,
        education: input.education,
        order: input.order,
        ...(await imageValues(deps.repository.admin.media, 'image', input.image, before)),
      };
    },
    toOutput: (row: FacultyRow) => serializeRow(row),
    files: (row: FacultyRow) => ({ media: [row.mediaKey] }),
  });
}
