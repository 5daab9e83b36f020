import type { SitePageDataMap, SitePageName } from '@skp/shared';
import type { ComponentType } from 'react';

/** A page's component, and what the site's frame adds to it. */
export interface PageEntry<P extends SitePageName> {
  component: ComponentType<{ data: SitePageDataMap[P] }>;
  /** The floating WhatsApp chat button (docs/requirements.md#audience: Home, About, Contact). */
  chatButton?: boolean;
}

/** What a page's file exports as `sitePages`: its page (or pages) by name. */
export type SitePageEntries = { [P in SitePageName]?: PageEntry<P> };

/**
 * The pages that have a component, by name. A page's file (`pages/<page>/<page>-page.tsx`, found by
 * entry-server.tsx) registers its own beside its `sitePages`:
 *
 * ```ts
 * export const sitePages = { campus: { component: CampusPage } } satisfies SitePageEntries;
 * declare module '../../page-registry' {
 *   interface RegisteredPages extends Registered<typeof sitePages> {}
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the page files add its members
export interface RegisteredPages {}

/** The entries of a page file's `sitePages`, as RegisteredPages takes them. */
export type Registered<Entries extends SitePageEntries> = Required<Entries>;

type NoneMissing<Missing extends never> = Missing;

/**
 * A type error naming every page of SitePageDataMap that no page file registers (the server's route
 * table, apps/api/src/site/routes.ts, has a row for each): a page without its component does not
 * typecheck.
 */
export type EveryPageHasItsComponent = NoneMissing<Exclude<SitePageName, keyof RegisteredPages>>;

/** Every registered page's entry, by name. */
export type PageRegistry = { [P in SitePageName]: PageEntry<P> };
