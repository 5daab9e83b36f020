import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  NOTICES_FEED_PATH,
  resolvePage,
  schoolTexts,
  splitLocalePath,
  type SchoolIdentity,
} from '@skp/shared';
import { renderLogoPng, renderShareCard } from '../lib/share-images';
import { LOGO_PNG_PATH, OG_IMAGE_PATH, robotsTxt, type RenderedPage } from '../modules/site/site.service';
import { createSitePages } from '../pages/site-pages';
import { registerEventCalendars } from '../pages/event-calendar';
import { loadSiteRenderer, type SiteRenderer } from '../pages/site-renderer';

/** SPEC §2's routes (aliases included) and the admin get the app with 200; anything else with 404. */
export function isSiteRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    resolvePage(splitLocalePath(clean).path).status === 200 ||
    clean === '/admin' ||
    clean.startsWith('/admin/')
  );
}

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** A short-lived copy per key, dropped on any successful write (like plugins/http-cache.ts). */
function shortCache<T>(ttlMs: number) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return make();
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      if (entries.size > 500) entries.clear();
      const value = make();
      entries.set(key, { value, expires: Date.now() + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

/**
 * Serves the server-rendered public pages (src/pages), the built web app (hashed assets cached a
 * year; index.html with per-page head tags for /admin and the pages not rendered on the server yet),
 * /robots.txt, /sitemap.xml and the share pictures.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, siteRenderer?: SiteRenderer) {
  const site = app.services.site;
  const ttl = app.config.env === 'test' ? 0 : 3000;
  const pages = shortCache<RenderedPage>(ttl);
  const sitemaps = shortCache<string>(ttl);
  // Any change, here or on another instance (app.contentVersion), drops the rendered pages.
  app.contentVersion.subscribe(() => {
    pages.clear();
    sitemaps.clear();
  });
  // PUBLIC_URL (or its default), never the Host header: a forged one must not reach canonical,
  // share or sitemap links, nor the page cache.
  const origin = app.config.publicUrl;

  registerEventCalendars(app);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemaps.get(origin, () => site.sitemap(origin, (path) => sitePages?.pageData(path))));
  });

  app.get(NOTICES_FEED_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Content-Type', 'application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(
        await app.services.notices.rss(origin, schoolTexts(await app.services.school.get(), 'en').siteName),
      ),
  );

  // Drawn once per process, off the page's path: started now, awaited only by the picture's own request.
  // Drawn again when the school's settings (name, crest, colours) change.
  const drawings = new Map<string, { school: string; png: Promise<Buffer> }>();
  const drawn = async (name: string, draw: (school: SchoolIdentity) => Promise<Buffer>) => {
    const school = await app.services.school.get();
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

  // The public pages rendered on the server (issue 16); the routes not yet moved keep the SPA.
  const renderer = siteRenderer ?? (await loadSiteRenderer(webDist));
  const sitePages = renderer ? createSitePages(app, renderer) : null;
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run npm run build`);
    if (sitePages) {
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        const served = !path.startsWith('/api/') && (await sitePages.handle(request, reply, path));
        if (served) return reply;
        return reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: `No route ${path}` });
      });
    }
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  // Offline support (issue 10 §3): the service worker and the manifest are revalidated on every
  // use, so a new version is found at once (types by name: application/javascript, manifest+json).
  const revalidatedFiles = new Set(['sw.js', 'manifest.webmanifest'].map((file) => join(webDist, file)));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The server's render bundle sits in the build output too: only the browser's files are served.
    globIgnore: ['server/**'],
    setHeaders(res, path) {
      if (revalidatedFiles.has(path)) {
        res.header('Cache-Control', 'no-cache');
        return;
      }
      if (path.includes(`${join(webDist, 'assets')}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'public, max-age=0, must-revalidate');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: `No API route ${path}` });
    }
    // Browsers revalidate every time (new content shows at once); the server keeps a copy for a few seconds.
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (isAdminPath(path)) return reply.code(200).send(indexHtml);
    if (await sitePages?.handle(request, reply, path)) return reply;
    const render = () => site.renderPage(indexHtml, path, origin);
    const { locale, path: pagePath } = splitLocalePath(path);
    const known = resolvePage(pagePath);
    // Unknown paths render without data; the site's pages are kept by canonical path (an alias renders the same).
    const page =
      known.status === 200
        ? await pages.get(`${origin} ${locale} ${known.page.path}`, render)
        : await render();
    return reply.code(page.status).send(page.html);
  });
}
