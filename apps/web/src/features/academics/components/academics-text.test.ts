import { curriculumLevelLabel } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { FACULTY_PLACEHOLDER_PHOTO, facultyPhoto, usesOwnPhoto } from './academics-text';
import { curriculumIconName } from './curriculum-icon';

describe('facultyPhoto', () => {
  it('uses the image only when it starts with http', () => {
    expect(facultyPhoto('https://cdn.example.org/t.jpg')).toBe('https://cdn.example.org/t.jpg');
    expect(facultyPhoto('http://example.org/t.jpg')).toBe('http://example.org/t.jpg');
    expect(usesOwnPhoto('http://example.org/t.jpg')).toBe(true);
  });
  it('falls back to the fixed placeholder photo otherwise', () => {
    for (const image of ['', '/uploads/faculty/a.jpg', 'teacher.jpg', 'ftp://x/y.jpg', undefined, null]) {
      expect(facultyPhoto(image)).toBe(FACULTY_PLACEHOLDER_PHOTO);
      expect(usesOwnPhoto(image)).toBe(false);
    }
    expect(FACULTY_PLACEHOLDER_PHOTO).toBeTruthy();
  });
});

describe('curriculumIconName', () => {
  it("keeps the spec's icon names and defaults to Book", () => {
    expect(curriculumIconName('Science')).toBe('Science');
    expect(curriculumIconName('SportsSoccer')).toBe('SportsSoccer');
    expect(curriculumIconName('Rocket')).toBe('Book');
    expect(curriculumIconName('toString')).toBe('Book');
    expect(curriculumIconName('')).toBe('Book');
    expect(curriculumIconName(undefined)).toBe('Book');
  });
});

describe('curriculum level label', () => {
  it("shows Higher Secondary as 'Senior Secondary'", () => {
    expect(curriculumLevelLabel('Higher Secondary')).toBe('Senior Secondary');
    expect(curriculumLevelLabel('Pre-Primary')).toBe('Pre-Primary');
  });
});
