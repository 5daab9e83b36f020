import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The web build's files for browsers: hashed assets cached a year, the service worker and the
 * manifest revalidated on every use, and the admin (a single-page app) at /admin. The public pages
 * are the site's (src/site).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run npm run build`);
    return;
  }
  const adminHtml = readFileSync(indexPath, 'utf8');
  // Offline support: the service worker and the manifest are revalidated on every use, so a new
  // version is found at once (types by name: application/javascript, manifest+json).
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
  const admin = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(adminHtml);
  app.get('/admin', { schema: { hide: true } }, admin);
  app.get('/admin/*', { schema: { hide: true } }, admin);
}
