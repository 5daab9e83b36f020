import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

/** SPEC §2 Home 6: three cards. */
export const WHY_CHOOSE_US: readonly { title: string; description: string; icon: IconShape }[] = [
  {
    title: 'Excellence in Education',
    description:
      'A CBSE curriculum from Pre-Primary to Class 12, taught by experienced teachers with a record of strong results.',
    icon: icons.EmojiEvents,
  },
  {
    title: 'Modern Facilities',
    description:
      'Science and computer labs, digital classrooms, a library, sports grounds, a hostel and safe transport.',
    icon: icons.Apartment,
  },
  {
    title: 'Individual Attention',
    description:
      'Small classes, mentors and a house system so that every child is known, guided and encouraged.',
    icon: icons.Person,
  },
];

export function WhyChooseUsSection() {
  return (
    <PageSection id="why-choose-us" title="Why Choose Us">
      <div className={layout.gridMd3}>
        {WHY_CHOOSE_US.map(({ title, description, icon }) => (
          <div key={title} className={`${card.card} ${styles.whyCard}`}>
            <div className={styles.whyContent}>
              <div className={styles.whyIcon}>
                <Icon shape={icon} size="48px" />
              </div>
              <h3 className={`${card.title} ${styles.whyTitle}`}>{title}</h3>
              <p className={card.text}>{description}</p>
            </div>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
