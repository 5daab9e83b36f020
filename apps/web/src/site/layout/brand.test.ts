import { describe, expect, it } from 'vitest';
import { BRANDS, themeNameForPath } from './brand';

describe('themeNameForPath', () => {
  it('uses the nursery theme on both Baby Steps routes', () => {
    expect(themeNameForPath('/baby-steps')).toBe('nursery');
    expect(themeNameForPath('/wings/baby-steps')).toBe('nursery');
    expect(themeNameForPath('/wings/baby-steps/')).toBe('nursery');
  });
  it('uses the cricket theme on both Cricket Academy routes', () => {
    expect(themeNameForPath('/cricket-academy')).toBe('cricket');
    expect(themeNameForPath('/wings/cricket-academy')).toBe('cricket');
  });
  it('uses the main theme everywhere else, including the galleries of those units', () => {
    for (const path of [
      '/',
      '/about',
      '/campus',
      '/gallery/baby-steps',
      '/gallery/cricket-academy',
      '/baby-stepsx',
    ]) {
      expect(themeNameForPath(path)).toBe('main');
    }
  });
  it('carries the exact taglines of docs/requirements.md#header', () => {
    expect(BRANDS.main.tagline).toBe('UNDER THE AEGIS OF SKP CHARITABLE TRUST');
    expect(BRANDS.main.subTagline).toBe(
      'An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2',
    );
    expect(BRANDS.nursery.tagline).toBe('A Unit Of S.K.P. VIDYA - VIHAR, DEOGHAR');
    expect(BRANDS.cricket.tagline).toBe('A SMALL BEGINNING WILL TAKE THEM A LONG WAY.');
  });
});
