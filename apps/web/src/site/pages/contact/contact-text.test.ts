import { describe, expect, it } from 'vitest';
import { MAP_EMBED_URL, MAP_OPEN_URL, phoneLink } from './contact-text';

describe('contact page helpers', () => {
  it('adds a plus to a phone number for display and dials it with one', () => {
    expect(phoneLink('91 94311 23456')).toEqual({ text: '+91 94311 23456', href: 'tel:+919431123456' });
    expect(phoneLink('+91 6432 222333')).toEqual({ text: '+91 6432 222333', href: 'tel:+916432222333' });
  });
  it('points the map at latitude 24.4778, longitude 86.6877, zoom 18', () => {
    const embed = new URL(MAP_EMBED_URL);
    expect(embed.hostname).toBe('maps.google.com');
    expect(embed.searchParams.get('q')).toBe('24.4778,86.6877');
    expect(embed.searchParams.get('z')).toBe('18');
    expect(embed.searchParams.get('output')).toBe('embed');
    expect(new URL(MAP_OPEN_URL).searchParams.get('query')).toBe('24.4778,86.6877');
  });
});
