import {
  heroImageQuerySchema,
  type HeroImage,
  type HeroSection,
  type SitePageDataMap,
  type SitePageName,
} from '@skp/shared';
import type { LoadContext } from './load-sections';
import type { Services } from '../lib/define-module';

/** A server-rendered page: its name in the server bundle and how its data is loaded. */
export interface SitePageDefinition<P extends SitePageName = SitePageName> {
  name: P;
  /** The query parameters the page reads, checked (anything else dropped); part of the cache key. */
  query?(raw: Readonly<Record<string, unknown>>): Record<string, string>;
  /** Loads every section of the page in parallel through `app.services` (see loadSections). */
  load(services: Services, context: LoadContext): Promise<SitePageDataMap[P]>;
}

/** The active hero pictures of a section, exactly as GET /api/hero-section-images?section=X&isActive=true. */
export async function heroImages(services: Services, section: HeroSection): Promise<HeroImage[]> {
  const answer = await services.heroImages.list(heroImageQuerySchema.parse({ section, isActive: 'true' }));
  return answer.images;
}
