import { leaderShortMessage, type Leader, type LeaderListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { LeaderRow, LeadershipRepository } from './leadership.repository';

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
