import {
  eventListQuerySchema,
  galleryCategoryPageQuerySchema,
  heroImageQuerySchema,
  noticeListQuerySchema,
  type GalleryCategorySlug,
} from '@skp/shared';
import type { DatabaseHandle } from '../db/client';
import { createActivitiesRepository } from '../modules/activities/activities.repository';
import { createActivitiesService } from '../modules/activities/activities.service';
import { createContactService } from '../modules/contact/contact.service';
import { createEventsRepository } from '../modules/events/events.repository';
import { createEventsService } from '../modules/events/events.service';
import { createGalleryRepository } from '../modules/gallery/gallery.repository';
import { createGalleryService } from '../modules/gallery/gallery.service';
import { createHeroImagesRepository } from '../modules/hero-images/hero-images.repository';
import { createHeroImagesService } from '../modules/hero-images/hero-images.service';
import { createMandatoryDisclosuresRepository } from '../modules/mandatory-disclosures/mandatory-disclosures.repository';
import { createMandatoryDisclosuresService } from '../modules/mandatory-disclosures/mandatory-disclosures.service';
import { createNoticesRepository } from '../modules/notices/notices.repository';
import { createNoticesService } from '../modules/notices/notices.service';
import { createPoliciesRepository } from '../modules/policies/policies.repository';
import { createPoliciesService } from '../modules/policies/policies.service';
import { settingsServiceFor } from '../modules/settings/settings.service';
import type { SiteServiceDeps } from '../modules/site/site.service';

import { createRateLimiter } from '../lib/rate-limiter';
import { createRateLimitsRepository } from '../lib/rate-limits.repository';

type Query = Record<string, string>;

/**
 * The public reads a page's first screen needs, by API path: each runs the same service call,
 * with the query parsed by the same schema, as the route of that path, so the inlined answer is
 * the one `GET /api{path}` gives.
 */
export function createPublicReads(database: DatabaseHandle): SiteServiceDeps {
  const { db } = database;
  const hero = createHeroImagesService(createHeroImagesRepository(db));
  const notices = createNoticesService(createNoticesRepository(db));
  const events = createEventsService(
    createEventsRepository(db),
    createRateLimiter(createRateLimitsRepository(db)),
  );
  const gallery = createGalleryService(createGalleryRepository(db));
  const activities = createActivitiesService(createActivitiesRepository(db));
  const policies = createPoliciesService(createPoliciesRepository(db));
  const disclosures = createMandatoryDisclosuresService(createMandatoryDisclosuresRepository(db));
  const contact = createContactService(settingsServiceFor(db));

  const reads: Record<string, (query: Query) => Promise<unknown>> = {
    '/hero-section-images': (query) => hero.list(heroImageQuerySchema.parse(query)),
    '/notices': (query) => notices.list(noticeListQuerySchema.parse(query)),
    '/events': (query) => events.list(eventListQuerySchema.parse(query)),
    '/gallery/categories/covers': () => gallery.covers(),
    '/gallery/categories/starred': () => gallery.starred(),
    '/activities/public/all': () => activities.all(),
    '/policies/public/all': () => policies.all(),
    '/mandatory-disclosures': () => disclosures.all(),
    '/contact/public': async () => ({ contact: await contact.get() }),
  };

  return {
    async read(path) {
      const url = new URL(path, 'http://site.invalid');
      const read = reads[url.pathname];
      if (!read) throw new Error(`No public read for ${url.pathname}`);
      return read(Object.fromEntries(url.searchParams));
    },
    galleryPhotos: (slug: GalleryCategorySlug) =>
      gallery.listCategory(slug, galleryCategoryPageQuerySchema.parse({ limit: '100' })),
  };
}
