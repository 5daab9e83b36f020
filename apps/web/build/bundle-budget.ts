/**
 * Bundle budgets of the single-page app (src/main.tsx: the admin, and the public pages the server
 * does not render yet), checked by bundle-budget.test.ts against the Vite manifest of the production
 * build. A first visit to / is server-rendered: its budgets are site-bundle-budget.ts's (and
 * e2e/tests/site/bundle.spec.ts checks that a browser downloads exactly those files). Sizes are gzip
 * level 9 of the built files; KB = 1024 bytes.
 */
export const KB = 1024;

export const BUDGETS = {
  /**
   * JavaScript of a first visit to a page the single-page app serves: the entry, everything it
   * imports, the page's route chunks and the service worker registration (React DOM, MUI + Emotion,
   * React Router and TanStack Query are most of it).
   */
  firstVisitJs: 180 * KB,
  /** Stylesheets of that visit (MUI styles are CSS-in-JS, so this is the @font-face rules). */
  firstVisitCss: 10 * KB,
  /** woff2 files those stylesheets reference (already compressed: raw size): Roboto latin 400, 500 and 700. */
  firstVisitFonts: 70 * KB,
} as const;

/** One chunk of .vite/manifest.json (the fields used here). */
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

/** The route modules of the public pages the single-page app still serves (app/router.tsx). */
export function spaRoutes(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => /^src\/app\/routes\/[^/]+\.tsx$/.test(key))
    .sort();
}
/** main.tsx loads the service worker registration after the page's load event. */
export const SERVICE_WORKER_REGISTRATION = 'src/lib/register-service-worker.ts';

export interface FirstVisit {
  js: string[];
  css: string[];
  /** Font files the CSS references, woff2 only (browsers that run this build never use .woff). */
  fonts: string[];
  /** The manifest keys of the chunks loaded, to check what they contain. */
  chunks: string[];
}

/**
 * The files a first visit to a page of the single-page app downloads: the HTML's entry chunk and its
 * static imports (what index.html loads), then the chunks the entry loads at once on demand with
 * their static imports: the page's route (the router) and the service worker registration (after
 * load). Chunks loaded later on demand (the other routes, the admin) are not included.
 */
export function firstVisitFiles(manifest: Manifest, route: string): FirstVisit {
  const onDemand = [route, SERVICE_WORKER_REGISTRATION];
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    chunks.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]![0]);
  const initial = [...chunks];
  for (const key of onDemand) {
    if (!initial.some((chunk) => manifest[chunk]!.dynamicImports?.includes(key))) {
      throw new Error(`The entry does not load ${key} on demand`);
    }
    visit(key);
  }
  const loaded = [...chunks].map((key) => manifest[key]!);
  const unique = (files: string[]) => [...new Set(files)].sort();
  return {
    js: unique(loaded.map((chunk) => chunk.file)),
    css: unique(loaded.flatMap((chunk) => chunk.css ?? [])),
    fonts: unique(loaded.flatMap((chunk) => chunk.assets ?? []).filter((file) => file.endsWith('.woff2'))),
    chunks: [...chunks].sort(),
  };
}

/** Source paths of the admin framework: never in a chunk the public entry reaches. */
export const ADMIN_ONLY_SOURCES = /node_modules\/(react-admin|ra-[a-z-]+)\/|src\/features\/admin\//;
