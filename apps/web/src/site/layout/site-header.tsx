import type { Brand } from '../../components/layout/brand';
import { NAV_LINKS } from '../../components/layout/nav-links';
import { Icon } from '../ui/icon';
import styles from './site-header.module.css';
import * as icons from '../ui/icon-paths';

export const DRAWER_ID = 'site-drawer';

/** Whether a header link is the current page's (its path or a page below it). */
export function isCurrent(linkPath: string, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return clean === linkPath || clean.startsWith(`${linkPath}/`);
}

/**
 * Fixed header: logo, title and taglines of the page's theme, five links; below 900px a menu button
 * opens the drawer (SiteDrawer).
 */
export function SiteHeader({ brand, path }: { brand: Brand; path: string }) {
  return (
    <header className={styles.header} data-print="hide">
      <nav aria-label="Main" className={styles.toolbar}>
        <a href={brand.homePath} aria-label={`${brand.title} home`} className={styles.brand}>
          <img src={brand.logo} alt={brand.logoAlt} width={56} height={56} className={styles.logo} />
          <div className={styles.words}>
            <p data-testid="site-title" className={styles.title}>
              {brand.title}
            </p>
            <p data-testid="site-tagline" className={styles.tagline}>
              {brand.tagline}
            </p>
            {brand.subTagline && (
              <p data-testid="site-subtagline" className={styles.subTagline}>
                {brand.subTagline}
              </p>
            )}
          </div>
        </a>
        <ul className={styles.links}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                className={styles.link}
                aria-current={isCurrent(link.to, path) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          aria-label="Open navigation menu"
          aria-controls={DRAWER_ID}
          className={styles.menuButton}
        >
          <Icon shape={icons.Menu} />
        </button>
      </nav>
    </header>
  );
}

/**
 * The 240px navigation drawer of narrow screens: a `popover`, so it opens, closes on Escape or a
 * click outside and gives focus back to the menu button with no JavaScript at all. It sits outside
 * the page's wrapper so drawer-focus.ts can make the page inert while it is open.
 */
export function SiteDrawer({ path }: { path: string }) {
  return (
    <div
      id={DRAWER_ID}
      popover="auto"
      aria-label="Site navigation"
      className={styles.drawer}
      data-print="hide"
    >
      <div className={styles.drawerTop}>
        <p className={styles.drawerTitle}>Menu</p>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label="Close navigation menu"
          className={styles.closeButton}
          autoFocus
        >
          <Icon shape={icons.Close} />
        </button>
      </div>
      <nav aria-label="Site">
        <ul className={styles.drawerLinks}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                className={styles.drawerLink}
                aria-current={isCurrent(link.to, path) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
