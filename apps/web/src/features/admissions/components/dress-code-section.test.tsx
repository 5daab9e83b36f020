import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DressCodeSection } from './dress-code-section';

afterEach(cleanup);

function Broken(): never {
  throw new Error('boom');
}

describe('DressCodeSection', () => {
  it('shows the dress code table', () => {
    render(<DressCodeSection />);
    expect(screen.getByRole('table', { name: 'School Dress Code' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Classes I-X' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Classes XI-XII' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader', { name: 'Boys' })).toHaveLength(2);
    expect(screen.getAllByRole('rowheader', { name: 'Girls' })).toHaveLength(2);
  });

  it("shows 'Unable to load School Dress Code right now.' when the dress code crashes", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <DressCodeSection>
        <Broken />
      </DressCodeSection>,
    );
    expect(screen.getByText('Unable to load School Dress Code right now.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'School Dress Code' })).toBeTruthy();
    log.mockRestore();
  });
});
