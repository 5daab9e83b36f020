import type { HeroImage, HeroImageQuery } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { HeroImageRow, HeroImagesRepository } from './hero-images.repository';

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
