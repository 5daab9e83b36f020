import type { HeroImage, HeroImageQuery } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { HeroImageRow, HeroImagesRepository } from './hero-images.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter, imageValues } from '../../lib/content-writer';
import type { HeroImageInput } from '@skp/shared';

export function toHeroImage(row: HeroImageRow): HeroImage {
  return serializeRow(row);
}

export function createHeroImagesService(repository: HeroImagesRepository) {
  return {
    async list(query: HeroImageQuery) {
      const page = await repository.list(query);
      return { images: page.items.map(toHeroImage), pagination: page.pagination };
    },
  };
}

/** The admin's side of hero image items: every row, validated writes, files tidied, audit-logged. */
export function createHeroImagesAdminService(deps: {
  repository: HeroImagesRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'hero-image',
    notFoundMessage: 'Hero image not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: HeroImageInput, before: HeroImageRow | undefined) {
      return {
        altText: input.altText,
        title: input.title,
        order: input.order,
        section: input.section,
        isActive: input.isActive,
        ...(await imageValues(deps.repository.admin.media, 'imageUrl', input.imageUrl, before)),
      };
    },
    toOutput: (row: HeroImageRow) => serializeRow(row),
    files: (row: HeroImageRow) => ({ media: [row.mediaKey] }),
  });
}
