import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './icon';
import type { IconShape } from './icon-paths';
import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  colour?: 'primary' | 'secondary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  startIcon?: IconShape;
  endIcon?: IconShape;
  className?: string;
}

export function buttonClass({
  variant = 'text',
  colour = 'primary',
  size = 'medium',
  className,
}: ButtonLook) {
  return [
    styles.button,
    styles[variant],
    colour !== 'primary' && styles[colour],
    size !== 'medium' && styles[size],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function ButtonContent({ look, children }: { look: ButtonLook; children: ReactNode }) {
  const iconSize = look.size === 'small' ? '1.125rem' : '1.25rem';
  return (
    <>
      {look.startIcon && <Icon shape={look.startIcon} size={iconSize} />}
      {children}
      {look.endIcon && <Icon shape={look.endIcon} size={iconSize} />}
    </>
  );
}

/** A link that looks like a button (the site's buttons mostly lead somewhere). */
export function ButtonLink({
  variant,
  colour,
  size,
  startIcon,
  endIcon,
  className,
  children,
  ...anchor
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const look = { variant, colour, size, startIcon, endIcon, className };
  return (
    <a {...anchor} className={buttonClass(look)}>
      <ButtonContent look={look}>{children}</ButtonContent>
    </a>
  );
}

/** A real <button>: in a form, or in an island. */
export function Button({
  variant,
  colour,
  size,
  startIcon,
  endIcon,
  className,
  children,
  type = 'button',
  ...button
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = { variant, colour, size, startIcon, endIcon, className };
  return (
    <button {...button} type={type} className={buttonClass(look)}>
      <ButtonContent look={look}>{children}</ButtonContent>
    </button>
  );
}
