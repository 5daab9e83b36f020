import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { nullWhenNotSetUp } from './not-set-up';

describe('nullWhenNotSetUp', () => {
  it('passes data through', async () => {
    await expect(nullWhenNotSetUp(async () => ({ title: 'x' }))).resolves.toEqual({ title: 'x' });
  });
  it('turns a 404 into null and keeps other failures', async () => {
    await expect(nullWhenNotSetUp(() => Promise.reject(new ApiError(404, undefined)))).resolves.toBeNull();
    await expect(nullWhenNotSetUp(() => Promise.reject(new ApiError(500, undefined)))).rejects.toThrow(
      'HTTP error! status: 500',
    );
  });
});
