import type { FeeStructure } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { feeStructuresOf } from './get-fees';

describe('feeStructuresOf', () => {
  it('reads fee structures from data.feeStructures or a plain array', () => {
    const fee = { _id: 'x' } as FeeStructure;
    expect(feeStructuresOf({ feeStructures: [fee] })).toEqual([fee]);
    expect(feeStructuresOf([fee])).toEqual([fee]);
    expect(feeStructuresOf({})).toEqual([]);
  });
});
