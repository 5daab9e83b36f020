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

/** The icon a curriculum level shows: its own when known (SPEC §3), else Book. */
export function curriculumIconName(icon: string | null | undefined): string {
  return icon && Object.hasOwn(CURRICULUM_ICONS, icon) ? icon : 'Book';
}

/** An expandable list (Subjects, Activities): a <details>, so it opens without JavaScript. */
function ListPanel({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>
        <span>
          {title} ({items.length})
        </span>
        <Icon shape={icons.ExpandMore} className={styles.expandIcon} />
      </summary>
      <ul className={styles.panelList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

function LevelCard({ level }: { level: Curriculum }) {
  const iconName = curriculumIconName(level.icon);
  return (
    <div className={`${card.card} ${styles.levelCard}`} data-testid="curriculum-card">
      <div className={card.content}>
        <div className={styles.levelHead}>
          <div className={styles.levelAvatar}>
            <Icon shape={CURRICULUM_ICONS[iconName]!} dataIcon={iconName} />
          </div>
          <div>
            <h3 className={styles.levelTitle}>{curriculumLevelLabel(level.level)}</h3>
            {level.age && <p className={styles.levelAge}>{level.age}</p>}
          </div>
        </div>
        {level.description && <p className={card.text}>{level.description}</p>}
        <div className={styles.panels}>
          <ListPanel title="Subjects" items={level.subjects} />
          <ListPanel title="Activities" items={level.activities} />
        </div>
      </div>
    </div>
  );
}

/** Curriculum Breakdown: a card per level with icon, age, description and expandable lists. */
export function CurriculumSection({ curriculum }: { curriculum: SectionResult<Curriculum[]> }) {
  return (
    <PageSection
      id="curriculum"
      title="Curriculum Breakdown"
      subtitle="The CBSE curriculum from Pre-Primary to Senior Secondary, with the subjects and activities of each stage."
    >
      <SectionStates
        result={curriculum}
        errorText="Failed to load curriculum breakdown"
        errorDetail="Failed to fetch curriculum data"
        emptyText="No curriculum levels available at the moment."
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
