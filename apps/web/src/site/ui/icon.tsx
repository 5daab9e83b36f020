import { createContext, useContext } from 'react';
import type { IconShape } from './icon-paths';

export interface IconProps {
  /** The icon's shapes, e.g. `icons.Menu` from icon-paths.ts. */
  shape: IconShape;
  /** CSS size; default 1.5rem (MUI's "medium"). */
  size?: string;
  className?: string;
  /** The icon's name, where a reader of the markup (or a test) needs to know which it is. */
  dataIcon?: string;
}

/**
 * The icons a server-rendered page draws, each once: an <Icon> inside refers to its shape's
 * `<symbol>` (`<use href="#site-icon-N">`) and `IconSymbols` writes the symbols at the top of the
 * body. Home drew 121 inline icons (45 KB of its HTML) from about 30 shapes.
 */
export class IconSprite {
  private readonly ids = new Map<IconShape, string>();

  idOf(shape: IconShape): string {
    let id = this.ids.get(shape);
    if (!id) {
      id = `site-icon-${this.ids.size + 1}`;
      this.ids.set(shape, id);
    }
    return id;
  }

  get symbols(): [string, IconShape][] {
    return [...this.ids].map(([shape, id]) => [id, shape]);
  }
}

/**
 * The page's sprite while the server renders it; none (each icon draws its own shapes) in a React
 * island, whose markup the browser renders again when it hydrates (island.tsx clears it).
 */
export const IconSpriteContext = createContext<IconSprite | null>(null);

function Shapes({ shape }: { shape: IconShape }) {
  return shape.map((part, i) =>
    'd' in part ? <path key={i} d={part.d} /> : <circle key={i} cx={part.cx} cy={part.cy} r={part.r} />,
  );
}

/** The sprite's symbols, hidden: what each page's icons draw. Nothing when the page has no icon. */
export function IconSymbols({ sprite }: { sprite: IconSprite }) {
  const symbols = sprite.symbols;
  if (symbols.length === 0) return null;
  return (
    <svg aria-hidden="true" focusable="false" style={{ display: 'none' }}>
      {symbols.map(([id, shape]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Shapes shape={shape} />
        </symbol>
      ))}
    </svg>
  );
}

/** A Material icon as inline SVG (no font, no request), coloured by currentColor, hidden from readers. */
export function Icon({ shape, size = '1.5rem', className, dataIcon }: IconProps) {
  const sprite = useContext(IconSpriteContext);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={dataIcon}
      style={{ flexShrink: 0 }}
    >
      {sprite ? <use href={`#${sprite.idOf(shape)}`} /> : <Shapes shape={shape} />}
    </svg>
  );
}
