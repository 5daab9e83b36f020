import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COMPRESS_THRESHOLD,
  bytesFor,
  createFlights,
  encodingFor,
  etagOf,
  keepBytes,
  matchesEtag,
} from './kept-answer';

describe('one kept answer', () => {
  it('keeps the bytes in brotli and gzip once they pass the threshold, and plain below it', async () => {
    const page = `<p>${'Annual Sports Day '.repeat(200)}</p>`;
    const kept = await keepBytes(page, { etag: 'strong', brotliQuality: 9 });
    expect(brotliDecompressSync(kept.br!).toString()).toBe(page);
    expect(gunzipSync(kept.gzip!).toString()).toBe(page);
    expect(kept.size).toBe(kept.identity.length + kept.br!.length + kept.gzip!.length);
    expect(kept.etag).toBe(etagOf(page, 'strong'));

    const small = await keepBytes('{"ok":true}', { etag: 'weak' });
    expect(small.identity.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.br).toBeUndefined();
    expect(bytesFor(small, 'br')).toEqual({ body: small.identity, encoding: 'identity' });
    expect(small.etag).toMatch(/^W\/"/);
  });

  it('matches If-None-Match as RFC 9110 says: lists, weak tags and *', () => {
    const strong = etagOf('page', 'strong');
    const weak = etagOf('answer', 'weak');
    expect(matchesEtag(strong, strong)).toBe(true);
    expect(matchesEtag(`"other", ${strong}`, strong)).toBe(true);
    expect(matchesEtag(`W/${strong}`, strong)).toBe(true);
    expect(matchesEtag(weak.slice(2), weak)).toBe(true);
    expect(matchesEtag('*', strong)).toBe(true);
    expect(matchesEtag('"other"', strong)).toBe(false);
    expect(matchesEtag(undefined, strong)).toBe(false);
  });

  it('chooses brotli, then gzip, among the encodings a client accepts', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor(undefined)).toBe('identity');
  });

  it('makes an answer once for everyone asking while it is being made', async () => {
    const flights = createFlights<string>();
    let made = 0;
    const make = () => new Promise<string>((resolve) => setTimeout(() => resolve(`made ${++made}`), 10));
    const answers = await Promise.all([
      flights.run('k', make),
      flights.run('k', make),
      flights.run('k', make),
    ]);
    expect(answers).toEqual(['made 1', 'made 1', 'made 1']);
    expect(await flights.run('k', make)).toBe('made 2');

    const settle = flights.open('later');
    const waiting = flights.pending('later');
    settle('settled');
    settle('ignored');
    expect(await waiting).toBe('settled');
    expect(flights.pending('later')).toBeUndefined();
  });
});
