import { useI18n } from '../../i18n/site-i18n';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

/** docs/requirements.md#home, section 6: three cards. */
export const WHY_CHOOSE_US = [
  {
    key: 'excellence',
    icon: icons.EmojiEvents,
  },
  {
    key: 'facilities',
    icon: icons.Apartment,
  },
  {
    key: 'attention',
    icon: icons.Person,
  },
] as const satisfies readonly { key: string; icon: IconShape }[];

export function WhyChooseUsSection() {
  const { t } = useI18n();
  return (
    <PageSection id="why-choose-us" title={t('home.why.title')}>
      <div className={layout.gridMd3}>
        {WHY_CHOOSE_US.map(({ key, icon }) => (
          <div key={key} className={`${card.card} ${styles.whyCard}`}>
            <div className={styles.whyContent}>
              <div className={styles.whyIcon}>
                <Icon shape={icon} size="48px" />
              </div>
              <h3 className={`${card.title} ${styles.whyTitle}`}>{t(`home.why.cards.${key}.title`)}</h3>
              <p className={card.text}>{t(`home.why.cards.${key}.description`)}</p>
            </div>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
