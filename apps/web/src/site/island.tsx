import type { ComponentType } from 'react';

/** When an island's code loads and hydrates (entry-client.ts waits for it). */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction';

export interface IslandProps<P extends object> {
  /** The island's file name under islands/ (without .tsx); its default export is `component`. */
  name: string;
  trigger: IslandTrigger;
  component: ComponentType<P>;
  /** Plain JSON data: written into the page, read back by the browser for hydration. */
  props: P;
  /**
   * A link clicked before the island runs waits for it (then is clicked again) instead of leaving
   * the page: for links the island takes over, such as photos that open the lightbox.
   */
  holdLinkClicks?: boolean;
}

/**
 * Server side of an island: renders the component to HTML inside a marker element that the island
 * loader (entry-client.ts) hydrates with the same props when the trigger fires. The marker uses
 * `display: contents`, so it adds no box of its own.
 */
export function Island<P extends object>({
  name,
  trigger,
  component: Component,
  props,
  holdLinkClicks,
}: IslandProps<P>) {
  return (
    <div
      data-island={name}
      data-trigger={trigger}
      data-hold-link-clicks={holdLinkClicks ? 'true' : undefined}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
    >
      <Component {...props} />
    </div>
  );
}
