import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDisclosure } from './open-disclosure';

afterEach(() => vi.restoreAllMocks());

describe('openDisclosure', () => {
  it("logs 'No disclosure id provided' and opens nothing without an id", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = vi.fn();
    expect(openDisclosure({ _id: '', viewUrl: '/v', downloadUrl: '/d' }, 'view', open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('No disclosure id provided');
  });
  it('opens the view or download address', () => {
    const open = vi.fn();
    openDisclosure(
      { _id: 'a1', viewUrl: '/api/mandatory-disclosures/a1/view', downloadUrl: null },
      'view',
      open,
    );
    openDisclosure({ _id: 'a1', viewUrl: null, downloadUrl: null }, 'download', open);
    expect(open.mock.calls).toEqual([
      ['/api/mandatory-disclosures/a1/view'],
      ['/api/mandatory-disclosures/a1/download'],
    ]);
  });
  it('logs the spec error when opening fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = () => {
      throw new Error('blocked');
    };
    openDisclosure({ _id: 'a1', viewUrl: '/v', downloadUrl: '/d' }, 'download', open);
    expect(log).toHaveBeenCalledWith('Error downloading mandatory disclosure', expect.any(Error));
  });
});
