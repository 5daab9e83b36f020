import type { ReactNode } from 'react';
import type { SectionResult } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './wings.module.css';
import * as icons from '../../ui/icon-paths';

/** A ticked list (program highlights). */
export function TickList({ items, tone }: { items: readonly string[]; tone: 'primary' | 'secondary' }) {
  return (
    <ul className={styles.ticks}>
      {items.map((item) => (
        <li key={item} className={styles.tick}>
          <span className={tone === 'primary' ? styles.primaryText : styles.secondaryText}>
            <Icon shape={icons.CheckCircle} size="1.25rem" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

const FACILITY_KEYS = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5'] as const;

/** A wing's six facilities (from the catalogue): icon, title and text, three columns from 900px. */
export function WingFacilities({
  wing,
  icons: shapes,
  tone,
}: {
  wing: 'babySteps' | 'cricket';
  icons: readonly IconShape[];
  tone: 'primary' | 'secondary';
}) {
  const { t } = useI18n();
  return (
    <PageSection id="facilities" title={t(`wings.${wing}.facilitiesTitle`)} tint="grey">
      <div className={layout.grid3}>
        {FACILITY_KEYS.map((key, i) => (
          <div key={key} className={card.card}>
            <div className={`${card.content} ${styles.facility}`}>
              <span className={tone === 'primary' ? styles.primaryText : styles.secondaryText}>
                <Icon shape={shapes[i] ?? icons.HealthAndSafety} size="2.25rem" />
              </span>
              <div>
                <h3 className={styles.cardHeading}>{t(`wings.${wing}.facilities.${key}.title`)}</h3>
                <p className={`${card.text} ${styles.gapTop}`}>{t(`wings.${wing}.facilities.${key}.text`)}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </PageSection>
  );
}

/** A small pill (age range, experience, skill). */
export function Chip({
  children,
  tone,
  testId,
}: {
  children: ReactNode;
  tone: 'primary' | 'secondary' | 'outlined' | 'plain';
  testId?: string;
}) {
  return (
    <span className={`${styles.chip} ${styles[`chip-${tone}`]}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** A wing's contact section: its heading, then the contact details once loaded (or why not). */
export function WingContactSection<T>(props: {
  result: SectionResult<T | null>;
  title: string;
  subtitle?: string | undefined;
  children: (contact: T) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <PageSection id="contact" title={props.title} subtitle={props.subtitle}>
      <SectionStates
        result={props.result}
        isEmpty={(contact) => !contact}
        errorText={t('wings.contact.error')}
        emptyText={t('wings.contact.empty')}
      >
        {(contact) => props.children(contact!)}
      </SectionStates>
    </PageSection>
  );
}
