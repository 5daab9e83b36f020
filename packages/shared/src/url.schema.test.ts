import { describe, expect, it } from 'vitest';
import { contactInfoInputSchema } from './settings.schema';
import { imageUrlSchema, mediaInputSchema, optionalWebUrlSchema } from './url.schema';

/** Addresses that run script, carry a document or leave the web when a browser opens them. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript://example.org/%0Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  'https:evil.example',
  'http://',
  'https://example.org/\u0000x',
];

describe('URL fields an editor can set', () => {
  it.each(HOSTILE_URLS)('a web address refuses %j', (value) => {
    expect(optionalWebUrlSchema('facebook').safeParse(value).success).toBe(false);
  });

  it.each(HOSTILE_URLS)('an image address refuses %j', (value) => {
    expect(imageUrlSchema('imageUrl').safeParse(value).success).toBe(false);
  });

  it('take http and https addresses (any case, trimmed), uploads where an image is meant, and empty', () => {
    const web = optionalWebUrlSchema('facebook');
    expect(web.parse('https://www.facebook.com/skp')).toBe('https://www.facebook.com/skp');
    expect(web.parse('  HTTP://example.org/a?b=c  ')).toBe('HTTP://example.org/a?b=c');
    expect(web.parse('')).toBe('');
    expect(web.parse(undefined)).toBe('');
    expect(web.safeParse('/uploads/contact/map.jpg').success).toBe(false);
    const image = imageUrlSchema('imageUrl');
    expect(image.parse('/uploads/contact/Ab12_-x.jpg')).toBe('/uploads/contact/Ab12_-x.jpg');
    expect(image.parse('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(image.safeParse('/uploads/../../etc/passwd').success).toBe(false);
    expect(image.safeParse('/api/admin/users').success).toBe(false);
  });

  it('image metadata (media JSON) takes only uploaded files and an inline picture placeholder', () => {
    const good = {
      url: '/uploads/contact/map.jpg',
      width: 1200,
      height: 800,
      variants: [{ url: '/uploads/contact/map-640.webp', width: 640, format: 'webp' }],
      placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4',
    };
    expect(mediaInputSchema.parse(good)).toEqual(good);
    for (const url of HOSTILE_URLS) {
      expect(mediaInputSchema.safeParse({ ...good, url }).success, url).toBe(false);
      expect(
        mediaInputSchema.safeParse({ ...good, variants: [{ ...good.variants[0], url }] }).success,
        url,
      ).toBe(false);
    }
    expect(mediaInputSchema.safeParse({ ...good, placeholder: 'data:text/html,<script>' }).success).toBe(
      false,
    );
    expect(mediaInputSchema.safeParse({ ...good, onload: 'alert(1)' }).success).toBe(false);
    expect(mediaInputSchema.safeParse({ anything: 'at all' }).success).toBe(false);
  });

  it('the contact details use them for social links, the roadmap picture and its media', () => {
    const base = {
      address: 'Deoghar',
      phone: '+91 6432 000000',
      email: 'office@skp.example',
    };
    expect(contactInfoInputSchema.safeParse(base).success).toBe(true);
    for (const value of HOSTILE_URLS) {
      for (const network of ['facebook', 'instagram', 'youtube', 'twitter'])
        expect(
          contactInfoInputSchema.safeParse({ ...base, socialLinks: { [network]: value } }).success,
          `${network} ${value}`,
        ).toBe(false);
      expect(contactInfoInputSchema.safeParse({ ...base, roadmapImageUrl: value }).success, value).toBe(
        false,
      );
    }
    expect(contactInfoInputSchema.safeParse({ ...base, roadmapMedia: { any: 'object' } }).success).toBe(
      false,
    );
  });
});
