import { LOCALES, LOCALE_NAMES, languageSwitchHref, resolvePage, type Locale } from '@skp/shared';
import type { SiteThemeName } from './brand';
import { NAV_LINKS } from './nav-links';
import { useI18n } from '../i18n/site-i18n';
import { Icon } from '../ui/icon';
import { useBrand } from './use-brand';
import styles from './site-header.module.css';
import * as icons from '../ui/icon-paths';

export const DRAWER_ID = 'site-drawer';

/** Whether a header link is the current page's (its path or a page below it). */
export function isCurrent(linkPath: string, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return clean === linkPath || clean.startsWith(`${linkPath}/`);
}

/** The header's five links with their words in the page's edition. */
function useNavLinks() {
  const { t, href } = useI18n();
  return NAV_LINKS.map((link) => ({ to: link.to, href: href(link.to), label: t(link.key) }));
}

/**
 * The language switch: a plain link to this page in the other edition, through /language/<locale>
 * which remembers the choice in a cookie (no script). Named in the language it leads to.
 */
export function LanguageSwitch({ path, className }: { path: string; className?: string }) {
  const { locale } = useI18n();
  // An alias (/wings/baby-steps) leads to its page's canonical form; an unknown path as asked.
  const resolved = resolvePage(path);
  const page = resolved.status === 200 ? resolved.page.path : path;
  const other: Locale = LOCALES.find((candidate) => candidate !== locale)!;
  return (
    <a
      href={languageSwitchHref(page, other)}
      hrefLang={other}
      lang={other}
      rel="alternate"
      data-testid="language-switch"
      className={className}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}

/**
 * Fixed header: logo, title and taglines of the page's theme, five links, the search button (a
 * link to /search), the language switch; below 900px a menu button opens the drawer (SiteDrawer),
 * which has Search.
 */
export function SiteHeader({ theme, path }: { theme: SiteThemeName; path: string }) {
  const { t, href } = useI18n();
  const brand = useBrand(theme);
  const links = useNavLinks();
  return (
    <header className={styles.header} data-print="hide">
      <nav aria-label={t('nav.main')} className={styles.toolbar}>
        <a
          href={brand.homePath}
          aria-label={t('brand.homeLabel', { title: brand.title })}
          className={styles.brand}
        >
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
          {links.map((link) => (
            <li key={link.to}>
              <a
                href={link.href}
                className={styles.link}
                aria-current={isCurrent(link.to, path) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={href('/search')}
          aria-label={t('nav.searchLabel')}
          title={t('nav.searchLabel')}
          className={styles.searchButton}
          data-testid="header-search"
        >
          <Icon shape={icons.Search} />
        </a>
        <LanguageSwitch path={path} className={styles.languageSwitch} />
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          aria-label={t('nav.openMenu')}
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
 * the page's wrapper so drawer-focus.ts can make the page inert while it is open. A dialog (what it
 * is once open: the page behind inert, Tab kept inside), so its name is allowed: HTML forbids
 * aria-label on a div without a role.
 */
export function SiteDrawer({ path }: { path: string }) {
  const { t, href } = useI18n();
  const links = useNavLinks();
  return (
    <div
      id={DRAWER_ID}
      popover="auto"
      role="dialog"
      aria-label={t('nav.drawer')}
      className={styles.drawer}
      data-print="hide"
    >
      <div className={styles.drawerTop}>
        <p className={styles.drawerTitle}>{t('nav.menu')}</p>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={t('nav.closeMenu')}
          className={styles.closeButton}
          autoFocus
        >
          <Icon shape={icons.Close} />
        </button>
      </div>
      <nav aria-label={t('nav.site')}>
        <ul className={styles.drawerLinks}>
          {links.map((link) => (
            <li key={link.to}>
              <a
                href={link.href}
                className={styles.drawerLink}
                aria-current={isCurrent(link.to, path) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a
              href={href('/search')}
              className={styles.drawerLink}
              aria-current={isCurrent('/search', path) ? 'page' : undefined}
              data-testid="drawer-search"
            >
              {t('nav.search')}
            </a>
          </li>
        </ul>
        <p className={styles.drawerLanguage}>
          <LanguageSwitch path={path} className={styles.drawerLink} />
        </p>
      </nav>
    </div>
  );
}
