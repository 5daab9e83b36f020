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

/** A Material icon as inline SVG (no font, no request), coloured by currentColor, hidden from readers. */
export function Icon({ shape, size = '1.5rem', className, dataIcon }: IconProps) {
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
      {shape.map((part, i) =>
        'd' in part ? <path key={i} d={part.d} /> : <circle key={i} cx={part.cx} cy={part.cy} r={part.r} />,
      )}
    </svg>
  );
}
