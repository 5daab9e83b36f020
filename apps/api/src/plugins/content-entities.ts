/**
 * Which content a public read shows and which content a write changes, by URL, so a write drops only
 * the cached answers it makes stale. Entities are named after the admin's paths (/api/admin/<entity>).
 * A read not listed depends on every write (ALL_CONTENT); a write not listed changes everything.
 */
export const ALL_CONTENT = '*';

/** Public read path segments (/api/<segment>/...) whose content lives under another name. */
const READ_ALIASES: Record<string, string> = {
  'hero-section-images': 'hero-images',
  'story-vision': 'milestones',
  coach: 'coaches',
  contact: 'settings',
  admission: 'settings',
  'baby-steps-admission': 'settings',
  'cricket-academy-contact': 'settings',
  content: 'settings',
  'public-disclosure': 'settings',
  school: 'settings',
  privacy: 'settings',
};

/** Admin path segments that hold no public content. */
const PRIVATE_ENTITIES = new Set(['users', 'enquiries', 'uploads', 'audit-log', 'transfer-certificates']);

/** Writes outside /api/admin, by method and path pattern. */
const PUBLIC_WRITES: [method: string, pattern: RegExp, entities: readonly string[]][] = [
  ['POST', /^\/api\/(enquiries|admission)$/, []],
  ['POST', /^\/api\/auth\//, []],
  ['POST', /^\/api\/events\/[^/]+\/(register|unregister)$/, ['events']],
  ['PUT', /^\/api\/(contact|admission)$/, ['settings']],
];

function segmentsOf(url: string): string[] {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).split('/').filter(Boolean);
}

/** The entity a public GET under /api shows, or ALL_CONTENT. */
export function entityReadBy(url: string): string {
  const [api, segment] = segmentsOf(url);
  if (api !== 'api' || !segment) return ALL_CONTENT;
  return READ_ALIASES[segment] ?? segment;
}

/** The entities a successful write changes: [] for none, [ALL_CONTENT] when unknown. */
export function entitiesWrittenBy(method: string, url: string): readonly string[] {
  const path = url.split('?')[0] ?? '';
  const [api, first, second] = segmentsOf(path);
  if (api === 'api' && first === 'admin' && second) return PRIVATE_ENTITIES.has(second) ? [] : [second];
  for (const [writeMethod, pattern, entities] of PUBLIC_WRITES) {
    if (writeMethod === method && pattern.test(path)) return entities;
  }
  return [ALL_CONTENT];
}
