import { describe, expect, it } from 'vitest';
import { ALL_CONTENT, entitiesWrittenBy, entityReadBy } from './content-entities';

describe('which content a URL reads or writes', () => {
  it('names the entity of a public read, with the aliases of the public paths', () => {
    expect(entityReadBy('/api/notices?limit=5')).toBe('notices');
    expect(entityReadBy('/api/hero-section-images?section=home')).toBe('hero-images');
    expect(entityReadBy('/api/story-vision')).toBe('milestones');
    expect(entityReadBy('/api/contact/public')).toBe('settings');
    expect(entityReadBy('/api/content/home')).toBe('settings');
  });

  it('names what a write changes: its admin entity, nothing for private ones, everything when unknown', () => {
    expect(entitiesWrittenBy('PUT', '/api/admin/notices/abc')).toEqual(['notices']);
    expect(entitiesWrittenBy('PUT', '/api/admin/settings/contact')).toEqual(['settings']);
    expect(entitiesWrittenBy('POST', '/api/admin/uploads')).toEqual([]);
    expect(entitiesWrittenBy('POST', '/api/enquiries')).toEqual([]);
    expect(entitiesWrittenBy('POST', '/api/auth/login')).toEqual([]);
    expect(entitiesWrittenBy('POST', '/api/events/123/register')).toEqual(['events']);
    expect(entitiesWrittenBy('PUT', '/api/contact')).toEqual(['settings']);
    expect(entitiesWrittenBy('POST', '/api/something-new')).toEqual([ALL_CONTENT]);
  });
});
