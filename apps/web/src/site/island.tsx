import type { ComponentType, ReactNode } from 'react';
import { IconSpriteContext } from './ui/icon';

/** When an island's code loads and runs (entry-client.ts waits for it). */
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

interface MarkerProps {
  name: string;
  trigger: IslandTrigger;
  props: object;
  holdLinkClicks?: boolean;
  children: ReactNode;
}

/**
 * The element the island loader (entry-client.ts) finds: the island's name, trigger and props. It
 * uses `display: contents`, so it adds no box of its own.
 */
function IslandMarker({ name, trigger, props, holdLinkClicks, children }: MarkerProps) {
  return (
    <div
      data-island={name}
      data-trigger={trigger}
      data-hold-link-clicks={holdLinkClicks ? 'true' : undefined}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  );
}

/**
 * Server side of a React island: renders the component to HTML inside its marker, which the island
 * loader hydrates with the same props when the trigger fires (React is fetched only then).
 */
export function Island<P extends object>({
  name,
  trigger,
  component: Component,
  props,
  holdLinkClicks,
}: IslandProps<P>) {
  return (
    <IslandMarker name={name} trigger={trigger} props={props} holdLinkClicks={holdLinkClicks}>
      {/* Its icons draw their own shapes, as they will when the browser renders it again. */}
      <IconSpriteContext.Provider value={null}>
        <Component {...props} />
      </IconSpriteContext.Provider>
    </IslandMarker>
  );
}

export interface DomIslandProps<P extends object> {
  /** The island's file name under islands/ (without .ts): plain DOM code, no React. */
  name: string;
  trigger: IslandTrigger;
  /** Plain JSON data for the browser code (its default export gets the element and these). */
  props: P;
  /** The island's markup, rendered on the server only. */
  children: ReactNode;
}

/**
 * Server side of a plain-DOM island (islands/<name>.ts): the server renders `children`; when the
 * trigger fires the loader fetches the island's small module, which enhances that markup in place.
 * React is never fetched for it: for what must run without the visitor's touch (the hero carousel).
 */
export function DomIsland<P extends object>({ name, trigger, props, children }: DomIslandProps<P>) {
  return (
    <IslandMarker name={name} trigger={trigger} props={props}>
      {children}
    </IslandMarker>
  );
}
