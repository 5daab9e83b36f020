import { searchQuerySchema, type SearchPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import type { SitePageDefinition } from '../page-definition';

/**
 * /search?q= (and /hi/search): what the site search finds in the page's edition, ten a page. An
 * answer not kept counts against the asking address's render budget like any page (serve-pages.ts).
 */
export const searchPage: SitePageDefinition<'search'> = {
  name: 'search',
  query(raw) {
    const { q, page } = searchQuerySchema.parse({ q: raw.q, page: raw.page });
    return { ...(q ? { q } : {}), ...(q && page > 1 ? { page: String(page) } : {}) };
  },
  async load(services, context): Promise<SearchPageData> {
    const query = searchQuerySchema.parse({ ...context.query, locale: context.locale ?? 'en' });
    if (!query.q) return { q: '', search: null };
    const { search } = await loadSections({ search: () => services.search.search(query) }, context);
    return { q: query.q, search };
  },
};
