import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSection, sectionState, type SectionQuery } from './data-section';

const q = <T,>(over: Partial<SectionQuery<T>>): SectionQuery<T> => ({
  data: undefined,
  isPending: true,
  isError: false,
  error: null,
  ...over,
});

afterEach(cleanup);

describe('sectionState', () => {
  const empty = (d: string[]) => d.length === 0;
  it('keeps showing data when a later refresh fails', () => {
    expect(sectionState(q({ data: ['a'], isError: true, isPending: false }), empty)).toBe('loaded');
  });
  it('maps pending, error and empty', () => {
    expect(sectionState(q<string[]>({}), empty)).toBe('loading');
    expect(sectionState(q<string[]>({ isError: true, isPending: false }), empty)).toBe('error');
    expect(sectionState(q({ data: [] as string[], isPending: false }), empty)).toBe('empty');
  });
});

describe('DataSection', () => {
  const props = { errorText: 'Failed to load things', emptyText: 'No things available at the moment.' };

  it('renders a spinner while loading', () => {
    render(
      <DataSection {...props} query={q<string[]>({})}>
        {() => null}
      </DataSection>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('renders the error text with a Retry button that reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <DataSection {...props} query={q<string[]>({ isError: true, isPending: false })}>
        {() => null}
      </DataSection>,
    );
    expect(screen.getByText('Failed to load things')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('renders the empty text and then the loaded content', () => {
    const { rerender } = render(
      <DataSection {...props} query={q({ data: [] as string[], isPending: false })}>
        {(items) => items.join(',')}
      </DataSection>,
    );
    expect(screen.getByText('No things available at the moment.')).toBeTruthy();
    rerender(
      <DataSection {...props} query={q({ data: ['a', 'b'], isPending: false })}>
        {(items) => <p>{items.join(',')}</p>}
      </DataSection>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
    expect(screen.queryByText('No things available at the moment.')).toBeNull();
  });
});
