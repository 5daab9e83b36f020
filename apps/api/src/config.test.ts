import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('refuses true at start, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would trust any X-Forwarded-For header.*TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=10\.0\.0\.0\/8.*TRUST_PROXY=1/,
    );
  });

  it('takes a hop count, or proxy addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8,loopback' }).trustProxy).toBe('fd00::/8,loopback');
  });

  it('refuses anything else, naming the wrong entries', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,*', 'example.org', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must be false, a hop count/);
  });
});
