import { useEffect, type ReactNode } from 'react';

/** Wraps a hydrated island (no markup of its own) and marks its element once React runs it. */
export function IslandRoot({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
    // entry-client.ts replays a link click held until now (holdLinkClicks).
    element.dispatchEvent(new Event('island-hydrated'));
  }, [element]);
  return children;
}
