import {
  DEFAULT_LOCALE,
  LANGUAGE_SWITCH_PATH,
  LOCALES,
  LOCALE_COOKIE,
  isLocale,
  isWingOff,
  localePath,
  publicPages,
  resolvePage,
  splitLocalePath,
  type Locale,
  type EnquiryFormState,
  type SitePageName,
} from '@skp/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageHeadFacts } from './head';
import { loadSections } from './load-sections';
import { cachedPage, createPageCache, type CachedPage } from './page-cache';
import { sendKept } from '../lib/kept-answer';
import { carriesSession, PRIVATE_CACHE_CONTROL } from '../plugins/http-cache';
import { createRenderBudget } from './render-budget';
import { registerPageFormPosts } from './page-forms';
import type { SitePageDefinition } from './page-definition';
import type { PageRenderRequest, SiteRenderer } from './site-renderer';
import type { RenderedPage } from '../modules/search/search.service';
import { faultsFor } from './test-faults';
import { visitOf } from '../lib/visit';
import {
  ROUTES,
  countedPageKey,
  notFoundPath,
  pageAt,
  pageFor,
  pagesWithForms,
  type FoundPage,
} from './routes';

/** Speculation Rules (sent as a header: the CSP allows no inline script): prefetch a site link on hover. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin*' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/uploads/*' } },
          // A look-up is counted and logged: only a click may make one.
          { not: { href_matches: '/transfer-certificates*' } },
          { not: { href_matches: '/hi/transfer-certificates*' } },
          // The language switch sets a cookie: only a click may do that.
          { not: { href_matches: `${LANGUAGE_SWITCH_PATH}/*` } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/**
 * Browsers keep a page but ask again every time (ETag: a 304 when unchanged), so a change the office
 * saves (a banner, a re-timed event) shows on the next visit at once, never a stale copy.
 */
export const PAGE_CACHE_CONTROL = 'public, no-cache';

/** Pages the search index leaves out: lists whose every item is indexed on its own. */
const SEARCH_UNINDEXED_PATHS: string[] = ['/notices', '/events'];

/** The remembered edition lasts a year; the switch sets it, only `/` reads it (docs/parents.md#the-hindi-edition). */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function cookieLocale(request: FastifyRequest): Locale | undefined {
  const value = (request.cookies as Record<string, string | undefined> | undefined)?.[LOCALE_COOKIE];
  return isLocale(value) ? value : undefined;
}
/**
 * Server-rendered public pages: data loaded in-process through the services (every section in
 * parallel), rendered by the web app's server bundle, cached per URL and content version, sent with
 * an ETag (304 on a match).
 */
export function createSitePages(app: FastifyInstance, renderer: SiteRenderer) {
  const { services } = app;
  // Pages are kept while the content version (any write here or on another instance, any scheduled
  // publish or expiry: app.contentVersion) is unchanged; an hour at most.
  const cache = createPageCache({ maxAgeMs: app.config.env === 'test' ? 0 : 60 * 60_000 });
  const cacheable = () => app.contentVersion.reliable && app.contentVersion.nextChangeAt > Date.now();
  const perSecond = app.config.pageRendersPerSecond;
  const renderBudget = createRenderBudget({ burst: Math.max(10, 6 * perSecond), perSecond });
  // PUBLIC_URL (or its default), never the Host header: a forged one must not reach canonical and
  // share links, nor the page cache.
  const origin = app.config.publicUrl;
  app.get(SPECULATION_RULES_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('Content-Type', 'application/speculationrules+json')
      .header('Cache-Control', 'public, max-age=3600')
      .send(JSON.stringify(SPECULATION_RULES)),
  );

  async function renderPage(
    /** null: a render for the server itself (the search index), with no visitor's request. */
    request: FastifyRequest | null,
    path: string,
    locale: Locale,
    asked: FoundPage,
    query: Record<string, string>,
    enquiry?: EnquiryFormState,
    /** Sent once and never kept (see cachedPage). */
    once = false,
  ): Promise<CachedPage> {
    const context = {
      faults: request ? faultsFor(request, app.config.testFaults) : new Map(),
      log: request?.log ?? app.log,
      origin,
      query,
      locale,
      // Only a page that answers one visitor (a look-up) learns who asks.
      ...(asked.definition.personal && request ? { clientAddress: request.ip } : {}),
    };
    const found = asked;
    // The school as data (settings): a wing switched off there has no page.
    const school = await services.school.get();
    if (found.status === 200 && isWingOff(school, path))
      return notFound(request, locale, ROUTES.notFound.page as SitePageDefinition);
    const [loadedOrNull, frame] = await Promise.all([
      found.definition.load(services, context),
      loadSections(
        {
          contact: () => services.contact.get(),
          // The banners in the page's edition: Hindi where the office wrote it, English (marked) otherwise.
          announcements: async () =>
            locale === 'en'
              ? services.announcements.listActive()
              : services.translations.localize(
                  'announcements',
                  await services.announcements.listActive(),
                  locale,
                ),
        },
        context,
      ),
    ]);
    // What the path names does not exist (an unknown event): the site's one 404 page.
    if (loadedOrNull === null) return notFound(request, locale, ROUTES.notFound.page as SitePageDefinition);
    const loaded = loadedOrNull ?? {};
    const name: SitePageName = found.definition.name;
    const data = enquiry ? { ...loaded, enquiry } : loaded;
    const own = found.definition.head?.(data as never);
    const route = resolvePage(path).page;
    const { html } = renderer.render({
      page: name,
      data,
      frame: {
        path,
        locale,
        contact: frame.contact,
        school,
        announcements: frame.announcements.ok ? frame.announcements.data : [],
      },
      head: pageHeadFacts({
        origin,
        path: own?.path ?? route.path,
        status: found.status,
        noindex: found.definition.personal === true || route.unlisted === true,
        locale,
        contact: frame.contact.ok ? frame.contact.data : undefined,
        school,
        own,
      }),
    } as PageRenderRequest);
    const page = await cachedPage(found.status, html, once);
    const answer = found.definition.status?.(data as never);
    return answer ? { ...page, answer } : page;
  }

  /**
   * The 404 page: rendered once per edition and content version and then sent as bytes, so an
   * unknown address costs no render, however many different ones are asked for.
   */
  function notFound(request: FastifyRequest | null, locale: Locale, definition: SitePageDefinition) {
    const path = notFoundPath(definition.name);
    const render = () => renderPage(request, path, locale, { definition, status: 404 }, {});
    if (!cacheable() || (app.config.testFaults && request?.headers['x-test-faults'] !== undefined))
      return render();
    return notFoundPages.get(`${locale}:${definition.name}`, String(app.contentVersion.value), render);
  }
  const notFoundPages = createPageCache({ maxAgeMs: 60 * 60_000, keepStatus: 404 });

  // The language switch (a plain link): remembers the edition, then shows the page in it. Only a
  // path of this site is followed (never another origin); an unknown one leads to the edition's Home.
  app.get<{ Params: { locale: string }; Querystring: { page?: string } }>(
    `${LANGUAGE_SWITCH_PATH}/:locale`,
    { schema: { hide: true } },
    (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale)) {
        return reply
          .code(404)
          .send({ status: 'error', code: 'NOT_FOUND', message: `No edition '${locale}'` });
      }
      const asked = typeof request.query.page === 'string' ? request.query.page : '/';
      const page = asked.startsWith('/') && !asked.startsWith('//') ? splitLocalePath(asked).path : '/';
      const target = pageFor(page).status === 200 ? page : '/';
      return reply
        .setCookie(LOCALE_COOKIE, locale, {
          path: '/',
          maxAge: LOCALE_COOKIE_MAX_AGE,
          sameSite: 'lax',
          httpOnly: true,
          secure: origin.startsWith('https:'),
        })
        .header('Cache-Control', 'no-store')
        .redirect(localePath(target, locale), 303);
    },
  );

  // A page's form posted without JavaScript: the answer is that page, rendered afresh, never cached.
  registerPageFormPosts(
    app,
    pagesWithForms().flatMap(({ path, page }) =>
      LOCALES.map((locale) => ({ path: localePath(path, locale), locale, form: page.form! })),
    ),
    async (request, reply, localisedPath, status, state) => {
      const { locale, path } = splitLocalePath(localisedPath);
      const found = { definition: pageAt(path)!, status: 200 as const };
      const page = await renderPage(request, path, locale, found, {}, state, true);
      reply
        .code(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page.html);
    },
  );

  return {
    /**
     * Every page a visitor can open at a fixed address, rendered in both editions, for the site
     * search's index (the notices' and events' lists are left out: their items are indexed themselves).
     */
    async pagesForIndex(): Promise<RenderedPage[]> {
      const school = await services.school.get();
      const pages = publicPages().filter(
        (page) => !isWingOff(school, page.path) && !SEARCH_UNINDEXED_PATHS.includes(page.path),
      );
      const rendered: RenderedPage[] = [];
      for (const page of pages) {
        for (const locale of LOCALES) {
          const found = pageFor(page.path);
          if (found.status !== 200) continue;
          const { html, status } = await renderPage(null, page.path, locale, found, {}, undefined, true);
          if (status !== 200) continue;
          const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
          rendered.push({ path: page.path, locale, title, html });
        }
      }
      return rendered;
    },

    /** A page's data (the sitemap's lastmod), or undefined for a path that is not a page. */
    pageData(path: string): Promise<unknown> | undefined {
      const found = pageFor(path);
      if (found.status !== 200) return undefined;
      return found.definition.load(services, { faults: new Map(), log: app.log, origin, query: {} });
    },

    /**
     * Answers a GET of the site: the page at that address, or the site's 404 page. (Returns nothing:
     * a reply is thenable, so returning it from an async function would wait for the answer's end.)
     */
    async handle(request: FastifyRequest, reply: FastifyReply, asked: string): Promise<void> {
      const { locale, path } = splitLocalePath(asked);
      const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const found = pageFor(clean);
      // Home's bare address (typed, or the installed app's start) follows the remembered edition;
      // every other address, /hi/... or not, shows the edition it names.
      if (asked === '/') {
        reply.header('Vary', 'Cookie');
        const remembered = cookieLocale(request);
        if (remembered && remembered !== DEFAULT_LOCALE) {
          reply.header('Cache-Control', 'no-store').redirect(localePath('/', remembered), 302);
          return;
        }
      }
      const faulted = app.config.testFaults && request.headers['x-test-faults'] !== undefined;
      // Staff's own requests (a session) are answered for them alone: never kept, never public.
      const personal = carriesSession(request.raw);
      const query = found.definition.query?.((request.query ?? {}) as Record<string, unknown>) ?? {};
      const search = new URLSearchParams(query).toString();
      const key = `${locale}:${clean}?${search}`;
      const version = String(app.contentVersion.value);
      // A look-up's answer is for the asking visitor alone: never kept, never shared.
      const onePerson = found.definition.personal === true;
      const keeps = !faulted && !personal && !onePerson && cacheable();
      // A page that must be rendered (not kept) counts against the asking address's budget.
      if (found.status === 200 && !(keeps && cache.has(key, version))) {
        const wait = renderBudget.take(request.ip);
        if (wait > 0) {
          reply
            .code(429)
            .header('Retry-After', String(wait))
            .header('Cache-Control', 'no-store')
            .header('Content-Type', 'text/plain; charset=utf-8')
            .send(`Too many requests from your address. Please wait ${wait} s and try again.`);
          return;
        }
      }
      const render = () => renderPage(request, clean, locale, found, query, undefined, !keeps);
      const page =
        found.status === 404
          ? await notFound(request, locale, found.definition)
          : keeps
            ? await cache.get(key, version, render, app.contentVersion.nextChangeAt)
            : await render();
      // A former address of a page (an event's old slug) answers 301 to where it is now.
      const movedTo = page.status === 404 ? await found.definition.movedTo?.(services) : undefined;
      if (movedTo) {
        const moved = localePath(movedTo, locale);
        const target = search ? `${moved}?${search}` : moved;
        reply.code(301).header('Location', target).header('Cache-Control', 'no-store').send();
        return;
      }
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header(
          'Cache-Control',
          personal || onePerson
            ? PRIVATE_CACHE_CONTROL
            : faulted || page.status !== 200
              ? 'no-store'
              : PAGE_CACHE_CONTROL,
        )
        .header('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
      if (onePerson) reply.header('X-Robots-Tag', 'noindex');
      if (page.answer?.retryAfterSeconds) reply.header('Retry-After', String(page.answer.retryAfterSeconds));
      // Counted as answered (a kept page and a 304 too); crawlers and prefetches are left out there,
      // and staff signed in (checking their own work) here.
      const visit = personal ? undefined : visitOf(request);
      if (visit) services.stats.countPage(visit, countedPageKey(clean, found, page.status), locale);
      sendKept(request, reply, page.bytes, {
        status: page.answer?.code ?? page.status,
        vary: asked === '/' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
      });
      return;
    },
  };
}
