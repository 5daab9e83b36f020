import type { ReactNode } from 'react';
import { layout } from './layout';
import styles from './page-section.module.css';

export interface PageSectionProps {
  /** Anchor id; the heading gets `${id}-heading` and names the region. */
  id: string;
  /** The section's h2. */
  title: string;
  subtitle?: ReactNode;
  /** 'grey' sets the band apart with a light grey, 'paper' with white. */
  tint?: 'grey' | 'paper';
  /** A narrower container (900px). */
  narrow?: boolean;
  children?: ReactNode;
}

/** One titled band of a page: a landmark region named by its h2 with an accent bar, content centred. */
export function PageSection({ id, title, subtitle, tint, narrow = false, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  const tintClass = tint === 'grey' ? styles.tinted : tint === 'paper' ? styles.paper : '';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-section={id}
      className={`${styles.section} ${tintClass}`}
    >
      <div className={narrow ? layout.containerMd : layout.container}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <div aria-hidden="true" className={styles.bar} />
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
