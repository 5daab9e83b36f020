import { describe, expect, it } from 'vitest';
import { keyStep, swipeStep } from './lightbox-controls';

describe('swipeStep', () => {
  it('goes to the next photo on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(90, -5)).toBe(-1);
  });
  it('ignores short and mostly vertical moves', () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});

describe('keyStep', () => {
  it('maps the arrow keys', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('Enter')).toBe(0);
  });
});
