import type { FastifyInstance } from 'fastify';
import { NOTICES_FEED_PATH, schoolTexts, TC_COPY_PATH_PREFIX, type GalleryCategorySlug } from '@skp/shared';
import { contentDisposition } from '../lib/file-storage';
import { fileResponse } from '../lib/response-schemas';
import { UPLOADED_FILE_CSP } from '../lib/send-file';
import { PRIVATE_CACHE_CONTROL } from '../plugins/http-cache';
import { galleryCategoryPageQuerySchema } from '@skp/shared';
import { sendKept } from '../lib/kept-answer';
import { registerEventCalendars } from './event-calendar';
import { robotsTxt } from './head';
import { NOTICES_FEED_SIZE, noticesRss } from './notices-feed';
import { cachedPage, createPageCache } from './page-cache';
import { registerSchoolFiles } from './school-files';
import { createSitePages } from './serve-pages';
import type { SiteRenderer } from './site-renderer';
import { sitemapXml } from './sitemap';
import { registerSubscribeLinks } from './subscribe-links';

/**
 * The public site, end to end: its pages (rendered on the server by the web build's server bundle,
 * kept per content version), the language switch and the form posts, /robots.txt, /sitemap.xml,
 * the notices feed, the events calendars, and what the school's identity draws (share pictures,
 * crest, home-screen icons, web app manifest). Without a renderer (API tests
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

  app.get(NOTICES_FEED_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const [{ notices, pdfBytes }, school] = await Promise.all([
      services.notices.newest(NOTICES_FEED_SIZE),
      services.school.get(),
    ]);
    return reply
      .header('Content-Type', 'application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(noticesRss(origin, schoolTexts(school, 'en').siteName, notices, pdfBytes));
  });

  registerSchoolFiles(app);
  registerSubscribeLinks(app);

  // A transfer certificate's verified copy: only through a look-up's short-lived link (or its QR
  // link's answer), watermarked for that look-up, kept by no cache and no search engine.
  app.get<{ Params: { token: string } }>(
    `${TC_COPY_PATH_PREFIX}:token`,
    { schema: { hide: true, response: fileResponse("A transfer certificate's verified copy") } },
    async (request, reply) => {
      const copy = await services.transferCertificates.verifiedCopy(request.params.token);
      if (!copy) {
        reply.header('Cache-Control', 'no-store');
        if (pages) await pages.handle(request, reply, request.url.split('?')[0] ?? '/');
        else reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: 'This link has expired' });
        return reply;
      }
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('inline', `TC ${copy.tcNumber} verified copy.pdf`))
        .header('Cache-Control', PRIVATE_CACHE_CONTROL)
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', UPLOADED_FILE_CSP)
        .send(copy.pdf);
    },
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
