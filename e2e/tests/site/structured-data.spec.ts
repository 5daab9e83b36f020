import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Validator from '@adobe/structured-data-validator';
import { fetchPages, publicRoutes, type PublicPage } from './public-routes';

/**
 * Every page's JSON-LD against schema.org, offline: @adobe/structured-data-validator (Google's rich
 * result rules for the types it knows, and every type and property checked against the vocabulary)
 * with the part of the schema.org vocabulary the site uses (schema-org/vocabulary.json, made by
 * scripts/dev/schema-org-subset.mjs; nothing is downloaded), then what each of the site's types must
 * carry, and that each block names the page it is on (the Hindi pages their /hi address).
 */

const VOCABULARY = JSON.parse(readFileSync(new URL('./schema-org/vocabulary.json', import.meta.url), 'utf8'));
const HINDI_SITE_NAME = 'एस.के.पी. विद्या विहार, देवघर';
type Node = Record<string, unknown>;

function blocks(page: PublicPage): Node[] {
  return [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
}

function canonical(page: PublicPage): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1];
}

const types = (node: Node) => [node['@type']].flat() as string[];
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isoDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);

/** A complete postal address whose street says nothing its other parts say. */
function addressProblems(address: unknown, where: string, postalCode: boolean): string[] {
  const a = (address ?? {}) as Node;
  const problems: string[] = [];
  if (a['@type'] !== 'PostalAddress') problems.push(`${where}: not a PostalAddress`);
  const needed = ['streetAddress', 'addressLocality', 'addressRegion', 'addressCountry'];
  for (const key of [...needed, ...(postalCode ? ['postalCode'] : [])]) {
    if (!text(a[key])) problems.push(`${where}: no ${key}`);
  }
  const street = String(a.streetAddress ?? '').toLowerCase();
  for (const key of ['addressLocality', 'addressRegion', 'postalCode']) {
    if (text(a[key]) && street.includes(String(a[key]).toLowerCase())) {
      problems.push(`${where}: streetAddress repeats ${key} '${String(a[key])}'`);
    }
  }
  if (/\bindia\b/.test(street)) problems.push(`${where}: streetAddress repeats the country`);
  return problems;
}

/** What each of the site's types must carry (Google's required and recommended properties, and ours). */
function expectedProblems(node: Node, page: PublicPage, school: Node | undefined): string[] {
  const where = `${page.path} ${types(node).join('/')}`;
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`);
  };
  need(node['@context'] === 'https://schema.org', '@context is not https://schema.org');
  if (types(node).includes('School')) {
    for (const key of ['name', 'telephone', 'email']) need(text(node[key]), `no ${key}`);
    for (const key of ['url', 'logo', 'image']) need(absolute(node[key]), `${key} is not an absolute URL`);
    need(node.url === canonical(page), `url ${String(node.url)} is not the page's ${canonical(page)}`);
    const geo = (node.geo ?? {}) as Node;
    need(typeof geo.latitude === 'number' && typeof geo.longitude === 'number', 'no geo coordinates');
    problems.push(...addressProblems(node.address, `${where} address`, true));
  } else if (types(node).includes('NewsArticle')) {
    need(text(node.headline) && String(node.headline).length <= 110, 'headline missing or over 110');
    need(Array.isArray(node.image) && node.image.every(absolute), 'image is not a list of absolute URLs');
    need(isoDate(node.datePublished) && isoDate(node.dateModified), 'dates are not ISO 8601');
    for (const key of ['author', 'publisher']) need(text((node[key] as Node)?.name), `no ${key}.name`);
    need(node.url === canonical(page), `url ${String(node.url)} is not the page's ${canonical(page)}`);
    need(node.mainEntityOfPage === canonical(page), `mainEntityOfPage is not the page's ${canonical(page)}`);
  } else if (types(node).includes('Event')) {
    need(text(node.name), 'no name');
    // startDate is required; endDate only recommended, and given only when staff typed an end
    // (no end is made up for search engines either).
    need(
      isoDate(node.startDate) && (node.endDate === undefined || isoDate(node.endDate)),
      'dates are not ISO 8601',
    );
    need(String(node.eventStatus).startsWith('https://schema.org/Event'), 'no eventStatus');
    need(Array.isArray(node.image) && node.image.every(absolute), 'image is not a list of absolute URLs');
    need(text((node.organizer as Node)?.name), 'no organizer.name');
    need(node.url === canonical(page), `url ${String(node.url)} is not the page's ${canonical(page)}`);
    const location = (node.location ?? {}) as Node;
    need(location['@type'] === 'Place' && text(location.name), 'location is not a named Place');
    // A place on the campus ('Main Ground': no comma) is at the school's address, PIN code and all.
    const onCampus = !String(location.name).includes(',');
    problems.push(...addressProblems(location.address, `${where} location.address`, onCampus));
    if (onCampus && school)
      need(
        JSON.stringify(location.address) === JSON.stringify(school.address),
        "a place on the campus does not have the school's address",
      );
  } else {
    problems.push(`${where}: a type this test does not know: add what it must carry`);
  }
  return problems;
}

test("every public page's JSON-LD is valid schema.org and carries what its type needs, in both editions", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = (await fetchPages(request, await publicRoutes(request))).filter(
    (page) => page.status === 200,
  );
  const found = pages.map((page) => ({ page, nodes: blocks(page) }));
  const school = found.find(({ page }) => page.path === '/')?.nodes[0];

  // Which pages carry which types: the School on both Homes, a NewsArticle or an Event on each item page.
  for (const { page, nodes } of found) {
    const kinds = nodes.map((node) => types(node)[0]).sort();
    const expected = /^(\/hi)?$|^\/$/.test(page.path)
      ? ['School']
      : /^(\/hi)?\/notices\/[^/]+$/.test(page.path)
        ? ['NewsArticle']
        : /^(\/hi)?\/events\/[^/]+$/.test(page.path)
          ? ['Event']
          : [];
    expect(kinds, page.path).toEqual(expected);
  }
  const all = found.flatMap(({ page, nodes }) => nodes.map((node) => ({ page, node })));
  expect(all.filter(({ page }) => page.path.startsWith('/hi/notices/')).length).toBeGreaterThan(0);

  // The vocabulary: every type and property exists (schema.org) and Google's rules for the types it knows.
  const validator = new Validator(VOCABULARY);
  const issues: string[] = [];
  for (const { page, node } of all) {
    const results = await validator.validate({ jsonld: { [types(node)[0]!]: [structuredClone(node)] } });
    for (const issue of results) issues.push(`${page.path}: ${issue.severity} ${issue.issueMessage}`);
  }
  // A property no type of ours has is reported (the validator runs, and reads the vocabulary).
  const canary = await validator.validate({
    jsonld: { Event: [{ '@type': 'Event', name: 'x', startDate: '2026-01-01', headline: 'x' }] },
  });
  expect(canary.map((issue) => issue.issueMessage).join('\n')).toContain('"headline" for type "Event"');

  // What each type must carry, and that it names the page it is on.
  for (const { page, node } of all) issues.push(...expectedProblems(node, page, school));
  expect(issues).toEqual([]);

  // The Hindi pages' titles end in the school's Hindi name (the notices' and events' too).
  for (const page of pages.filter((p) => p.path === '/hi' || p.path.startsWith('/hi/'))) {
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
    expect(
      title === HINDI_SITE_NAME || title?.endsWith(` | ${HINDI_SITE_NAME}`),
      `${page.path}: ${title}`,
    ).toBe(true);
  }
});
