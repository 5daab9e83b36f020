import { describe, expect, it } from 'vitest';
import { FACULTY_PLACEHOLDER_PHOTO, facultyPhoto, usesOwnPhoto } from './academics-text';

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
