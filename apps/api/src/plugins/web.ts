import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { GALLERY_SLUGS } from '@skp/shared';

/** The public routes of SPEC §2; anything else gets the app with status 404. */
const SITE_ROUTES = new Set([
  '/',
  '/about',
  '/academics',
  '/contact',
  '/admissions',
  '/campus',
  '/baby-steps',
  '/wings/baby-steps',
  '/cricket-academy',
  '/wings/cricket-academy',
  ...GALLERY_SLUGS.map((slug) => `/gallery/${slug}`),
]);

export function isSiteRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_ROUTES.has(clean) || clean === '/admin' || clean.startsWith('/admin/');
}

/** Serves the built web app: hashed assets cached a year, index.html for the SPA routes. */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run npm run build`);
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
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: `No API route ${path}` });
    }
    return reply
      .code(isSiteRoute(path) ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  });
}
