import type { Coach, PagedQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { CoachRepository, CoachRow } from './coach.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter, imageValues } from '../../lib/content-writer';
import type { CoachInput } from '@skp/shared';

export function toCoach(row: CoachRow): Coach {
  const { imageUrl, ...rest } = serializeRow(row);
  return { ...rest, image: imageUrl ? { url: imageUrl } : null };
}

export function createCoachService(repository: CoachRepository) {
  return {
    async list(query: PagedQuery) {
      const page = await repository.list(query);
      return { coaches: page.items.map(toCoach), pagination: page.pagination };
    },

    async get(id: string): Promise<Coach> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Coach not found');
      return toCoach(row);
    },
  };
}

/** The admin's side of coach items: every row, validated writes, files tidied, audit-logged. */
export function createCoachesAdminService(deps: {
  repository: CoachRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'coach',
    notFoundMessage: 'Coach not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: CoachInput, before: CoachRow | undefined) {
      return {
        name: input.name,
        designation: input.designation,
        experience: input.experience,
        description: input.description,
        achievements: input.achievements,
        skills: input.skills,
        order: input.order,
        ...(await imageValues(deps.repository.admin.media, 'imageUrl', input.imageUrl, before)),
      };
    },
    toOutput: (row: CoachRow) => serializeRow(row),
    files: (row: CoachRow) => ({ media: [row.mediaKey] }),
  });
}
