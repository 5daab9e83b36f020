import type { ReactNode } from 'react';
import { layout } from '../ui/layout';
import { heroStyles } from './hero';
import styles from './page-hero-text.module.css';

/** A page's h1 and lead line over its hero (About, Academics, Admissions, Contact), plus any buttons. */
export function PageHeroText({
  title,
  lead,
  titleLang,
  leadLang,
  children,
}: {
  title: string;
  lead: string;
  /** 'en' for staff's English on a page of another edition (usePageHeading). */
  titleLang?: 'en' | undefined;
  leadLang?: 'en' | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={layout.container}>
      <h1 className={`${heroStyles.title} ${styles.title}`} lang={titleLang}>
        {title}
      </h1>
      <p className={`${heroStyles.lead} ${styles.lead}`} lang={leadLang}>
        {lead}
      </p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
