/**
 * Budgets of the server-rendered public site, read from the island loader's own
 * manifest (dist/.vite/site-manifest.json). Sizes are gzip level 9; KB = 1024 bytes.
 * site-bundle-budget.test.ts checks them; e2e/tests/site/bundle.spec.ts checks that a browser
 * downloads exactly the files siteFirstVisitFiles() counts.
 */
export const KB = 1024;

/** One chunk of a Vite manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const SITE_BUDGETS = {
  /** JavaScript a phone fetches before the load event: the island loader and its static imports. */
  beforeLoadJs: 30 * KB,
  /** All JavaScript of a first visit to / without interaction: + React, the islands shown, the worker registration. */
  firstVisitJs: 90 * KB,
  /** Each island's own chunk (React and shared chunks not counted). */
  island: 15 * KB,
} as const;

export const ISLAND_LOADER = 'src/site/entry-client.ts';
export const SERVICE_WORKER_REGISTRATION = 'src/lib/register-service-worker.ts';
/** An island's source: islands/<name>.ts (plain DOM code, no React) or islands/<name>.tsx (React). */
export function islandSource(manifest: Manifest, name: string): string {
  const dom = `src/site/islands/${name}.ts`;
  return manifest[dom] ? dom : `src/site/islands/${name}.tsx`;
}
/** Whether the loader fetches React for this island (a React island, islands/<name>.tsx). */
export const isReactIsland = (key: string) => key.endsWith('.tsx');

/** What the loader fetches only to hydrate a React island: React, React DOM and the island root. */
function hydrationKeys(manifest: Manifest): string[] {
  return (manifest[ISLAND_LOADER]!.dynamicImports ?? []).filter(
    (key) => !key.startsWith('src/site/islands/') && key !== SERVICE_WORKER_REGISTRATION,
  );
}

/** The manifest key of React DOM's client (what hydrating a React island needs). */
export function reactDomKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => /(^|\/)node_modules\/react-dom\/client\.js$/.test(name));
  if (!key) throw new Error('The site manifest has no react-dom/client chunk');
  return key;
}

/** The chunk keys `key` loads at once: itself and its static imports. */
export function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`The site manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of manifest[key]!.imports ?? []) withImports(manifest, imported, into);
  return into;
}

export interface SiteFirstVisit {
  /** Fetched before the load event: the loader and its static imports. */
  beforeLoad: string[];
  /** Everything a first visit fetches with the given islands hydrated (file names, sorted). */
  all: string[];
}

/**
 * The JavaScript files of a first visit to a page with these islands (all run without interaction):
 * React and the hydration code only when one of them is a React island.
 */
export function siteFirstVisitFiles(manifest: Manifest, islands: string[]): SiteFirstVisit {
  const files = (keys: Set<string>) => [...keys].map((key) => manifest[key]!.file).sort();
  const beforeLoad = withImports(manifest, ISLAND_LOADER);
  const all = new Set(beforeLoad);
  const sources = islands.map((name) => islandSource(manifest, name));
  const hydration = sources.some(isReactIsland) ? hydrationKeys(manifest) : [];
  for (const key of [...hydration, ...sources, SERVICE_WORKER_REGISTRATION]) {
    withImports(manifest, key, all);
  }
  return { beforeLoad: files(beforeLoad), all: files(all) };
}

/**
 * A page whose islands need no React (the share bars are plain DOM code): the loader with
 * its static imports and the service worker registration (`loaderOnly`), and React with the hydration
 * code (`hydration`), which such a page must not fetch.
 */
export function siteWithoutReactFiles(manifest: Manifest): { loaderOnly: string[]; hydration: string[] } {
  const files = (keys: Set<string>) => [...keys].map((key) => manifest[key]!.file).sort();
  const loaderOnly = withImports(manifest, SERVICE_WORKER_REGISTRATION, withImports(manifest, ISLAND_LOADER));
  const hydration = new Set<string>();
  for (const key of hydrationKeys(manifest)) withImports(manifest, key, hydration);
  for (const key of loaderOnly) hydration.delete(key);
  return { loaderOnly: files(loaderOnly), hydration: files(hydration) };
}
