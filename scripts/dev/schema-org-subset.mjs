// node scripts/dev/schema-org-subset.mjs FULL.jsonld: writes e2e/tests/site/schema-org/vocabulary.json,
// the part of the schema.org vocabulary the site's JSON-LD uses: the types below with every type they
// inherit from, and every property those types may carry (with its domain and range). The JSON-LD
// test (e2e/tests/site/structured-data.spec.ts) validates against it offline: nothing is downloaded
// at test time. FULL.jsonld is schema.org's schemaorg-current-https.jsonld (any recent release).
// Add a type here when the site starts to use one, and run this again.
import { readFileSync, writeFileSync } from 'node:fs';

const TYPES = [
  'School',
  'EducationalOrganization',
  'PostalAddress',
  'GeoCoordinates',
  'Place',
  'Event',
  'NewsArticle',
];

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/dev/schema-org-subset.mjs schemaorg-current-https.jsonld');
  process.exit(1);
}
const full = JSON.parse(readFileSync(source, 'utf8'));
const graph = full['@graph'];
const ids = (value) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => v['@id']);
const classes = new Map(graph.filter((e) => e['@type'] === 'rdfs:Class').map((e) => [e['@id'], e]));

const wanted = new Set();
const visit = (id) => {
  if (wanted.has(id) || !classes.has(id)) return;
  wanted.add(id);
  for (const parent of ids(classes.get(id)['rdfs:subClassOf'])) visit(parent);
};
for (const type of TYPES) {
  if (!classes.has(`schema:${type}`)) throw new Error(`schema:${type} is not in ${source}`);
  visit(`schema:${type}`);
}

const keep = (entry, keys) => Object.fromEntries(keys.filter((k) => k in entry).map((k) => [k, entry[k]]));
const subset = [
  ...[...wanted].sort().map((id) => keep(classes.get(id), ['@id', '@type', 'rdfs:label', 'rdfs:subClassOf'])),
  ...graph
    .filter(
      (e) => e['@type'] === 'rdf:Property' && ids(e['schema:domainIncludes']).some((d) => wanted.has(d)),
    )
    .map((e) => ({
      ...keep(e, ['@id', '@type', 'rdfs:label', 'schema:rangeIncludes']),
      'schema:domainIncludes': ids(e['schema:domainIncludes'])
        .filter((d) => wanted.has(d))
        .map((d) => ({ '@id': d })),
    }))
    .sort((a, b) => a['@id'].localeCompare(b['@id'])),
];
const out = new URL('../../e2e/tests/site/schema-org/vocabulary.json', import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify(
    {
      '@context': { rdf: full['@context'].rdf, rdfs: full['@context'].rdfs, schema: full['@context'].schema },
      '@graph': subset,
    },
    null,
    1,
  )}\n`,
);
console.log(`${wanted.size} types and ${subset.length - wanted.size} properties written to ${out.pathname}`);
