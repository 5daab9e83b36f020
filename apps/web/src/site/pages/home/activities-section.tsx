import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import type { ActivityGroup, SectionResult } from '@skp/shared';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import * as icons from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { EmptyText, dataOr } from '../../ui/section-states';
import styles from './home.module.css';

/** The activity icons of docs/requirements.md#entities by name; anything else shows EmojiEvents. */
const ACTIVITY_ICONS: Record<string, IconShape> = {
  SportsSoccer: icons.SportsSoccer,
  Palette: icons.Palette,
  Book: icons.Book,
  Group: icons.Group,
  MusicNote: icons.MusicNote,
  Brush: icons.Brush,
  Science: icons.Science,
  Computer: icons.Computer,
  Calculate: icons.Calculate,
  Language: icons.Language,
  TheaterComedy: icons.TheaterComedy,
  EmojiEvents: icons.EmojiEvents,
};

export function activityIconName(name: string | null | undefined): string {
  return name && name in ACTIVITY_ICONS ? name : 'EmojiEvents';
}

/** docs/requirements.md#home, section 4; a failure is silent (docs/requirements.md#messages): the section then reads as empty. */
export function ActivitiesSection({ activities: result }: { activities: SectionResult<ActivityGroup[]> }) {
  const { t } = useI18n();
  const lang = useContentLang();
  const activities = dataOr(result, []);
  return (
    <PageSection id="activities" title={t('home.activities.title')} subtitle={t('home.activities.subtitle')}>
      {activities.length === 0 ? (
        <EmptyText>{t('home.activities.empty')}</EmptyText>
      ) : (
        <div className={layout.grid3}>
          {activities.map((group) => {
            const icon = activityIconName(group.icon);
            return (
              <div key={group._id} data-testid="activity-card" className={card.card}>
                <div className={card.content}>
                  <div className={styles.activityHead}>
                    <span className={styles.activityIcon}>
                      <Icon shape={ACTIVITY_ICONS[icon]!} dataIcon={icon} />
                    </span>
                    <h3 className={card.title} lang={lang(group, 'category')}>
                      {group.category}
                    </h3>
                  </div>
                  <ul className={styles.bullets} lang={lang(group, 'activities')}>
                    {group.activities.map((activity) => (
                      <li key={activity}>{activity}</li>
                    ))}
                  </ul>
                </div>
              </div>
            );
          })}
        </div>
      )}
    </PageSection>
  );
}
