import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import { curriculumLevelLabel, type Curriculum, type SectionResult } from '@skp/shared';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './academics.module.css';
import * as icons from '../../ui/icon-paths';

const CURRICULUM_ICONS: Record<string, IconShape> = {
  School: icons.School,
  Book: icons.Book,
  Science: icons.Science,
  Computer: icons.Computer,
  Person: icons.Person,
  Language: icons.Language,
  SportsSoccer: icons.SportsSoccer,
  MusicNote: icons.MusicNote,
  Brush: icons.Brush,
  Psychology: icons.Psychology,
  Group: icons.Group,
};

/** The icon a curriculum level shows: its own when known (docs/requirements.md#entities), else Book. */
export function curriculumIconName(icon: string | null | undefined): string {
  return icon && Object.hasOwn(CURRICULUM_ICONS, icon) ? icon : 'Book';
}

/** An expandable list (Subjects, Activities): a <details>, so it opens without JavaScript. */
function ListPanel({ title, items, lang }: { title: string; items: string[]; lang: string | undefined }) {
  if (items.length === 0) return null;
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>
        <span>
          {title} ({items.length})
        </span>
        <Icon shape={icons.ExpandMore} className={styles.expandIcon} />
      </summary>
      <ul className={styles.panelList} lang={lang}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

function LevelCard({ level }: { level: Curriculum }) {
  const { t } = useI18n();
  const lang = useContentLang();
  const iconName = curriculumIconName(level.icon);
  return (
    <div className={`${card.card} ${styles.levelCard}`} data-testid="curriculum-card">
      <div className={card.content}>
        <div className={styles.levelHead}>
          <div className={styles.levelAvatar}>
            <Icon shape={CURRICULUM_ICONS[iconName]!} dataIcon={iconName} />
          </div>
          <div>
            <h3 className={styles.levelTitle} lang={lang(level, 'level')}>
              {curriculumLevelLabel(level.level)}
            </h3>
            {level.age && (
              <p className={styles.levelAge} lang={lang(level, 'age')}>
                {level.age}
              </p>
            )}
          </div>
        </div>
        {level.description && (
          <p className={card.text} lang={lang(level, 'description')}>
            {level.description}
          </p>
        )}
        <div className={styles.panels}>
          <ListPanel
            title={t('academics.curriculum.subjects')}
            items={level.subjects}
            lang={lang(level, 'subjects')}
          />
          <ListPanel
            title={t('academics.curriculum.activities')}
            items={level.activities}
            lang={lang(level, 'activities')}
          />
        </div>
      </div>
    </div>
  );
}

/** Curriculum Breakdown: a card per level with icon, age, description and expandable lists. */
export function CurriculumSection({ curriculum }: { curriculum: SectionResult<Curriculum[]> }) {
  const { t } = useI18n();
  return (
    <PageSection
      id="curriculum"
      title={t('academics.curriculum.title')}
      subtitle={t('academics.curriculum.subtitle')}
    >
      <SectionStates
        result={curriculum}
        errorText={t('academics.curriculum.error')}
        errorDetail={t('academics.curriculum.errorDetail')}
        emptyText={t('academics.curriculum.empty')}
      >
        {(levels) => (
          <div className={layout.grid4}>
            {levels.map((level) => (
              <LevelCard key={level._id} level={level} />
            ))}
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
