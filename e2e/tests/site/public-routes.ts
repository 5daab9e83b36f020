import { expect, type APIRequestContext } from '@playwright/test';

/** A public page as the built server answers it. */
export interface PublicPage {
  /** The path, e.g. /hi/notices/<slug>. */
  path: string;
  status: number;
  html: string;
}

/**
 * Every public route of both editions: each address the sitemap lists (every page, gallery, notice and
 * event, in English and under /hi), and the 404 page of each edition. `base` is a server's address.
 */
export async function publicRoutes(request: APIRequestContext, base = ''): Promise<string[]> {
  const sitemap = await request.get(`${base}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(paths).toContain('/');
  expect(paths).toContain('/hi');
  return [...paths, '/no-such-page', '/hi/no-such-page'];
}

/** Fetches the pages (a few at a time) and checks each answers 200, or 404 for the 404 pages. */
export async function fetchPages(
  request: APIRequestContext,
  paths: string[],
  base = '',
): Promise<PublicPage[]> {
  const pages: PublicPage[] = [];
  for (let i = 0; i < paths.length; i += 6) {
    pages.push(
      ...(await Promise.all(
        paths.slice(i, i + 6).map(async (path) => {
          const response = await request.get(`${base}${path}`);
          expect(response.status(), path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
          expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
          return { path, status: response.status(), html: await response.text() };
        }),
      )),
    );
  }
  return pages;
}
