import { leaderShortMessage, type Leader, type LeaderListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { LeaderRow, LeadershipRepository } from './leadership.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter, resolveImage } from '../../lib/content-writer';
import type { LeaderInput } from '@skp/shared';

/** Turns a stored file key into the URL it is served at (FileStorage.publicUrl). */
type PublicUrl = (key: string) => string;

export function toLeader(row: LeaderRow, publicUrl: PublicUrl): Leader {
  const { profileImageFile, profileImageName, ...rest } = serializeRow(row);
  return {
    ...rest,
    shortMessage: leaderShortMessage(rest),
    profileImage: profileImageFile
      ? { url: publicUrl(profileImageFile), fileName: profileImageName ?? photoName(row, profileImageFile) }
      : null,
  };
}

function photoName(row: LeaderRow, key: string): string {
  return `${row.name}${key.slice(key.lastIndexOf('.'))}`;
}

export function createLeadershipService(repository: LeadershipRepository, publicUrl: PublicUrl) {
  async function findOrFail(id: string) {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError('Leader not found');
    return row;
  }

  return {
    async list(query: LeaderListQuery) {
      const page = await repository.list(query);
      return { leaders: page.items.map((row) => toLeader(row, publicUrl)), pagination: page.pagination };
    },

    async get(id: string): Promise<Leader> {
      return toLeader(await findOrFail(id), publicUrl);
    },

    async roles(): Promise<string[]> {
      return repository.roles();
    },

    async profileImageOf(id: string) {
      const row = await findOrFail(id);
      const key = row.profileImageFile;
      return { key, fileName: key ? (row.profileImageName ?? photoName(row, key)) : '' };
    },
  };
}

/** The admin's side of leader items: every row, validated writes, files tidied, audit-logged. */
export function createLeadershipAdminService(deps: {
  repository: LeadershipRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'leader',
    notFoundMessage: 'Leader not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: LeaderInput, before: LeaderRow | undefined) {
      const currentUrl = before?.profileImageFile ? storage.publicUrl(before.profileImageFile) : '';
      const image = await resolveImage(
        deps.repository.admin.media,
        'profileImageUrl',
        input.profileImageUrl,
        { url: currentUrl, mediaKey: before?.mediaKey },
        { allowExternal: false },
      );
      const key = image.url ? image.url.replace(/^\/uploads\//, '') : null;
      return {
        name: input.name,
        role: input.role,
        title: input.title,
        shortMessage: input.shortMessage,
        message: input.message,
        paragraphMessage: input.paragraphMessage,
        experience: input.experience,
        displayOrder: input.displayOrder,
        featured: input.featured,
        profileImageFile: key,
        profileImageName: key === before?.profileImageFile ? (before?.profileImageName ?? null) : null,
        mediaKey: image.mediaKey,
      };
    },
    toOutput: (row: LeaderRow) => ({
      ...serializeRow(row),
      profileImageUrl: row.profileImageFile ? storage.publicUrl(row.profileImageFile) : '',
    }),
    files: (row: LeaderRow) => ({
      media: [row.mediaKey],
      keys: [row.mediaKey ? null : row.profileImageFile],
    }),
  });
}
