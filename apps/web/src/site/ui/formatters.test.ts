import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone, formatRupees, phoneDigits } from './formatters';

describe('formatDate', () => {
  it('writes a date-only value as a long US date', () => {
    expect(formatDate('2025-01-05')).toBe('January 5, 2025');
  });
  it('keeps the school-local day of a date-time', () => {
    expect(formatDate('2025-03-10T00:30:00+05:30')).toBe('March 10, 2025');
    expect(formatDate('2024-12-31T20:00:00Z')).toBe('January 1, 2025');
  });
  it('returns empty text for nothing and the input for garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatRupees', () => {
  it('uses Indian digit grouping with a rupee sign', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees('4500')).toBe('₹4,500');
    expect(formatRupees(1500.5)).toBe('₹1,500.5');
  });
  it('shows ₹0 for missing amounts', () => {
    expect(formatRupees(undefined)).toBe('₹0');
    expect(formatRupees('abc')).toBe('₹0');
  });
});

describe('formatPhone', () => {
  it('adds a leading plus when missing and keeps one that is there', () => {
    expect(formatPhone('91 94311 23456')).toBe('+91 94311 23456');
    expect(formatPhone('+91 94311 23456')).toBe('+91 94311 23456');
    expect(formatPhone('  919431123456 ')).toBe('+919431123456');
  });
  it('leaves an empty number empty', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
  it('extracts digits for links', () => {
    expect(phoneDigits('+91 (943) 112-3456')).toBe('919431123456');
  });
});
