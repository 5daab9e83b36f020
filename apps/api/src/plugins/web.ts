import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { crestUrl, type SchoolIdentity } from '@skp/shared';
import { escapeHtml } from '../lib/html-page';

/**
 * The web build's files for browsers: hashed assets cached a year, the service worker revalidated
 * on every use, and the admin (a single-page app) at /admin, its title naming the school. The public
 * pages, the manifest, the crest and the icons are the site's (src/site).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing); run npm run build`);
    return;
  }
  const adminHtml = readFileSync(indexPath, 'utf8');
  // Offline support: the service worker is revalidated on every use, so a new version is found at once.
  const revalidatedFiles = new Set([join(webDist, 'sw.js')]);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The server's render bundle sits in the build output too: only the browser's files are served.
    // What the school's identity draws is the site's, even if an older build left such files here.
    globIgnore: ['server/**', 'manifest.webmanifest', 'favicon.svg', 'icons/**'],
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
  const admin = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(adminDocument(adminHtml, await app.services.school.get()));
  app.get('/admin', { schema: { hide: true } }, admin);
  app.get('/admin/*', { schema: { hide: true } }, admin);
}

/**
 * The admin's page with the school's name (the tab's title; the sign-in screen reads it from the
 * <html> element's data-school attributes), its colour and its crest.
 */
export function adminDocument(html: string, school: SchoolIdentity): string {
  const name = escapeHtml(school.name);
  return html
    .replace(
      /<html lang="en">/,
      `<html lang="en" data-school="${name}" data-school-hi="${escapeHtml(school.nameHi)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${name} admin</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      `<meta name="theme-color" content="${school.themes.main.primary}" />`,
    )
    .replace(/href="\/favicon\.svg"/, `href="${crestUrl(school)}"`);
}
