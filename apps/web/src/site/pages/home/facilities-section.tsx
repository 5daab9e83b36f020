import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

/**
 * SPEC §2 Home 3: the 15 fixed cards. The spec names fifteen (and also says one is unlisted);
 * fifteen names make fifteen cards, so no card is invented.
 */
export const CAMPUS_FACILITIES: readonly { title: string; description: string; icon: IconShape }[] = [
  {
    title: 'School Campus',
    description: 'A spacious, green and secure campus in Deoghar built for learning.',
    icon: icons.AccountBalance,
  },
  {
    title: 'Laboratories',
    description: 'Well-equipped Physics, Chemistry and Biology labs for hands-on science.',
    icon: icons.Biotech,
  },
  {
    title: 'Art Room',
    description: 'A bright studio where young artists paint, sketch and craft.',
    icon: icons.Brush,
  },
  {
    title: 'Music And Dance Room',
    description: 'Instruments, rhythm and movement in a dedicated performance space.',
    icon: icons.MusicNote,
  },
  {
    title: 'Library',
    description: 'Thousands of books, periodicals and a quiet space to read and research.',
    icon: icons.LocalLibrary,
  },
  {
    title: 'Games & Sports',
    description: 'Playgrounds and courts for cricket, football, athletics and indoor games.',
    icon: icons.SportsSoccer,
  },
  {
    title: 'Computer Laboratories',
    description: 'Modern computers and internet access for every student.',
    icon: icons.Computer,
  },
  {
    title: 'Digital Classroom',
    description: 'Smart boards and audio-visual lessons that bring topics to life.',
    icon: icons.OndemandVideo,
  },
  {
    title: 'House System',
    description: 'Four houses that build teamwork, leadership and healthy competition.',
    icon: icons.Shield,
  },
  {
    title: 'Hostel',
    description: 'Safe, caring residential facilities with supervised study and meals.',
    icon: icons.Hotel,
  },
  {
    title: 'Faculties & Mentors',
    description: 'Qualified, caring teachers who guide every child individually.',
    icon: icons.School,
  },
  {
    title: 'Uninterrupted Electricity & CCTV Surveillance',
    description: 'Power backup and CCTV across the campus for comfort and safety.',
    icon: icons.Bolt,
  },
  {
    title: 'RO Drinking Water',
    description: 'Purified RO drinking water available throughout the school.',
    icon: icons.WaterDrop,
  },
  {
    title: 'Skill Education',
    description: 'Vocational and life-skill courses that prepare students for the future.',
    icon: icons.Build,
  },
  {
    title: 'Transport Facility',
    description: 'School buses covering Deoghar and nearby areas with trained staff.',
    icon: icons.DirectionsBus,
  },
];

export function FacilitiesSection() {
  return (
    <PageSection
      id="facilities"
      title="Campus Facilities"
      subtitle="Everything a child needs to learn, play and grow, on one campus."
      tint="paper"
    >
      <div className={layout.grid4}>
        {CAMPUS_FACILITIES.map(({ title, description, icon }) => (
          <div key={title} data-testid="facility-card" className={card.outlined}>
            <div className={card.content}>
              <div className={styles.facilityIcon}>
                <Icon shape={icon} size="2.1875rem" />
              </div>
              <h3 className={card.titleSmall}>{title}</h3>
              <p className={card.body} style={{ marginTop: 4 }}>
                {description}
              </p>
            </div>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
