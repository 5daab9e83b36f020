import { describe, expect, it } from 'vitest';
import { parseTestFaults } from './test-faults';

describe('parseTestFaults', () => {
  it('reads sections with a status and an optional message', () => {
    const faults = parseTestFaults('notices=500:The board is resting; events=503 ;bad entry');
    expect([...faults]).toEqual([
      ['notices', { status: 500, message: 'The board is resting' }],
      ['events', { status: 503 }],
    ]);
  });

  it('is empty without the header', () => {
    expect(parseTestFaults(undefined).size).toBe(0);
    expect(parseTestFaults('').size).toBe(0);
  });
});
