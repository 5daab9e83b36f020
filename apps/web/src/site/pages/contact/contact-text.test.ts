import { describe, expect, it } from 'vitest';
import { MAP_LOCATION } from '@skp/shared';
import { mapEmbedUrl, mapOpenUrl, phoneLink } from './contact-text';

describe('contact page helpers', () => {
  it('adds a plus to a phone number for display and dials it with one', () => {
    expect(phoneLink('91 94311 23456')).toEqual({ text: '+91 94311 23456', href: 'tel:+919431123456' });
    expect(phoneLink('+91 6432 222333')).toEqual({ text: '+91 6432 222333', href: 'tel:+916432222333' });
  });
  it('points the map at latitude 24.4778, longitude 86.6877, zoom 18', () => {
    const embed = new URL(mapEmbedUrl(MAP_LOCATION));
    expect(embed.hostname).toBe('maps.google.com');
    expect(embed.searchParams.get('q')).toBe('24.4778,86.6877');
    expect(embed.searchParams.get('z')).toBe('18');
    expect(embed.searchParams.get('output')).toBe('embed');
    expect(new URL(mapOpenUrl(MAP_LOCATION)).searchParams.get('query')).toBe('24.4778,86.6877');
  });
  it("points the map at another school's own place", () => {
    const place = { latitude: 23.3441, longitude: 85.3096, zoom: 16 };
    expect(new URL(mapEmbedUrl(place)).searchParams.get('q')).toBe('23.3441,85.3096');
    expect(new URL(mapEmbedUrl(place)).searchParams.get('z')).toBe('16');
    expect(new URL(mapOpenUrl(place)).searchParams.get('query')).toBe('23.3441,85.3096');
  });
});
