import { describe, expect, it } from 'vitest';
import { callHref, scheduleVisitHref, SCHEDULE_VISIT_SUBJECT } from './quick-enquiry';

describe('scheduleVisitHref', () => {
  it('is a mailto with the subject', () => {
    const href = scheduleVisitHref(' cricket@skp.example ')!;
    expect(href.startsWith('mailto:cricket@skp.example?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(SCHEDULE_VISIT_SUBJECT);
    expect(url.searchParams.get('body')).toContain('visit the academy');
  });
  it('is undefined without an address', () => {
    expect(scheduleVisitHref('')).toBeUndefined();
    expect(scheduleVisitHref(undefined)).toBeUndefined();
  });
});

describe('callHref', () => {
  it('dials the digits with a plus', () => {
    expect(callHref('+91 98765 43211')).toBe('tel:+919876543211');
    expect(callHref('91-98765-43211')).toBe('tel:+919876543211');
    expect(callHref('')).toBeUndefined();
  });
});
