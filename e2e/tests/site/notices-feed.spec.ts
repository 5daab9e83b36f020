import { expect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import robotsParser from 'robots-parser';

/** An item as feedparser (a feed parser feed readers use; no types of its own) gives it. */
interface ParsedItem {
  title: string;
  link: string;
  enclosures: { url: string; type: string; length: string }[];
}
type FeedParserStream = NodeJS.WritableStream & {
  on(event: string, listener: (...args: never[]) => void): FeedParserStream;
  read(): ParsedItem | null;
};
const FeedParser = createRequire(import.meta.url)('feedparser') as new () => FeedParserStream;

/** Parses an RSS document with feedparser; rejects on a feed it cannot read. */
function parseFeed(xml: string): Promise<ParsedItem[]> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser();
    const items: ParsedItem[] = [];
    parser.on('error', reject);
    parser.on('readable', () => {
      for (let item = parser.read(); item; item = parser.read()) items.push(item);
    });
    parser.on('end', () => resolve(items));
    Readable.from([xml]).pipe(parser);
  });
}

test('/notices.rss through feedparser: each PDF enclosure gives its real size, and robots.txt lets readers fetch it', async ({
  request,
}) => {
  const feed = await request.get('/notices.rss');
  expect(feed.status()).toBe(200);
  const items = await parseFeed(await feed.text());
  expect(items.length).toBeGreaterThan(0);
  const enclosures = items.flatMap((item) => item.enclosures);
  expect(enclosures.length).toBeGreaterThan(0);

  const robotsUrl = new URL('/robots.txt', feed.url()).href;
  const robots = robotsParser(robotsUrl, await (await request.get(robotsUrl)).text());
  for (const enclosure of enclosures) {
    expect(enclosure.type).toBe('application/pdf');
    const pdf = await request.get(enclosure.url);
    expect(pdf.status(), enclosure.url).toBe(200);
    const bytes = (await pdf.body()).length;
    expect(bytes).toBeGreaterThan(0);
    expect(Number(enclosure.length), enclosure.url).toBe(bytes);
    // Feed readers and podcast-style apps honour robots.txt: the enclosure is allowed.
    expect(robots.isAllowed(enclosure.url, 'FeedFetcher'), enclosure.url).toBe(true);
  }
  // The rest of the API and the admin stay closed to crawlers.
  for (const path of ['/api/notices', '/api/notices/x/download/more', '/api/events', '/admin']) {
    expect(robots.isAllowed(new URL(path, robotsUrl).href, 'FeedFetcher'), path).toBe(false);
  }
});
