import type { FastifyInstance } from 'fastify';
import { NOTICES_FEED_PATH, schoolTexts, type GalleryCategorySlug, type SchoolIdentity } from '@skp/shared';
import { galleryCategoryPageQuerySchema } from '@skp/shared';
import { sendKept } from '../lib/kept-answer';
import { renderLogoPng, renderShareCard } from '../lib/share-images';
import { registerEventCalendars } from './event-calendar';
import { LOGO_PNG_PATH, OG_IMAGE_PATH, robotsTxt } from './head';
import { cachedPage, createPageCache } from './page-cache';
import { createSitePages } from './serve-pages';
import type { SiteRenderer } from './site-renderer';
import { sitemapXml } from './sitemap';

/**
 * The public site, end to end: its pages (rendered on the server by the web build's server bundle,
 * kept per content version), the language switch and the form posts, /robots.txt, /sitemap.xml,
 * the notices feed, the events calendars and the share pictures. Without a renderer (API tests
 * only: a real start-up refuses to run without one) everything but the pages.
 */
export async function registerSite(app: FastifyInstance, renderer: SiteRenderer | null) {
  const { services } = app;
  // PUBLIC_URL (or its default), never the Host header: a forged one must not reach canonical,
  // share or sitemap links, nor a kept answer.
  const origin = app.config.publicUrl;
  const pages = renderer ? createSitePages(app, renderer) : null;
  // The site search indexes every page's own text, as a visitor gets it.
  if (pages) services.search.usePages({ pages: () => pages.pagesForIndex() });

  registerEventCalendars(app);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );

  // The sitemap reads every page's data: kept like a page, until the content changes.
  const sitemaps = createPageCache({ maxAgeMs: app.config.env === 'test' ? 0 : 60 * 60_000 });
  const makeSitemap = async () =>
    cachedPage(
      200,
      await sitemapXml(origin, {
        school: await services.school.get(),
        galleryPhotos: (slug: GalleryCategorySlug) =>
          services.gallery.listCategory(slug, galleryCategoryPageQuerySchema.parse({ limit: '100' })),
        pageData: (path) => pages?.pageData(path),
        itemPages: async () => {
          const [events, notices] = await Promise.all([
            services.events.allPages(),
            services.notices.allPages(),
          ]);
          return [...notices, ...events];
        },
      }),
    );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { contentVersion } = app;
    const sitemap =
      contentVersion.reliable && contentVersion.nextChangeAt > Date.now()
        ? await sitemaps.get(
            'sitemap',
            String(contentVersion.value),
            makeSitemap,
            contentVersion.nextChangeAt,
          )
        : await makeSitemap();
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600');
    return sendKept(request, reply, sitemap.bytes);
  });

  app.get(NOTICES_FEED_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Content-Type', 'application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(await services.notices.rss(origin, schoolTexts(await services.school.get(), 'en').siteName)),
  );

  // Drawn off the page's path, once per school identity: again when its name, crest or colours change.
  const drawings = new Map<string, { school: string; png: Promise<Buffer> }>();
  const drawn = async (name: string, draw: (school: SchoolIdentity) => Promise<Buffer>) => {
    const school = await services.school.get();
    const key = JSON.stringify(school);
    let entry = drawings.get(name);
    if (entry?.school !== key) {
      entry = { school: key, png: draw(school) };
      drawings.set(name, entry);
      entry.png.catch((error) => app.log.error({ err: error }, `${name} not drawn`));
    }
    return entry.png;
  };
  const shareCard = () => drawn('share picture', renderShareCard);
  const logo = () => drawn('logo picture', renderLogoPng);
  app.addHook('onReady', async () => {
    if (app.config.env === 'test') return;
    await Promise.allSettled([shareCard(), logo()]);
  });
  app.get(OG_IMAGE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await shareCard()),
  );
  app.get(LOGO_PNG_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await logo()),
  );

  // Every other GET: a page of the site (its 404 page for an unknown address), or the API's 404.
  if (!pages) return;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: `No API route ${path}` });
    }
    await pages.handle(request, reply, path);
    return reply;
  });
}
