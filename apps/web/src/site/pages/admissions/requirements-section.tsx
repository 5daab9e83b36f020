import type { AdmissionInfo, SectionResult } from '@skp/shared';
import type { ReactNode } from 'react';
import { AGE_LABELS, hasNoRequirements } from './admissions-text';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './admissions.module.css';
import * as icons from '../../ui/icon-paths';

function RequirementCard({ icon, title, children }: { icon: IconShape; title: string; children: ReactNode }) {
  return (
    <div className={card.card} data-testid="requirement-card">
      <div className={card.content}>
        <div className={styles.requirementHead}>
          <Icon shape={icon} />
          <h3 className={styles.requirementTitle}>{title}</h3>
        </div>
        {children}
      </div>
    </div>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Requirements cards from the admission information: ages, documents, academic requirements. */
export function RequirementsSection({ admission }: { admission: SectionResult<AdmissionInfo | null> }) {
  return (
    <PageSection id="requirements" title="Admission Requirements" tint="grey">
      <SectionStates
        result={admission}
        isEmpty={hasNoRequirements}
        errorText="Failed to load admission requirements"
        emptyText="No admission requirements available at the moment."
      >
        {(info) => (
          <div className={layout.gridMd3}>
            <RequirementCard icon={icons.ChildCare} title="Age Requirements">
              <dl className={styles.ages}>
                {AGE_LABELS.filter(({ key }) => info!.ageRequirements[key].trim()).map(({ key, label }) => (
                  <div key={key} className={styles.ageRow}>
                    <dt className={styles.ageLabel}>{label}</dt>
                    <dd className={styles.ageValue}>{info!.ageRequirements[key]}</dd>
                  </div>
                ))}
              </dl>
            </RequirementCard>
            <RequirementCard icon={icons.Description} title="Documents Required">
              <Bullets items={info!.documentsRequired} />
            </RequirementCard>
            <RequirementCard icon={icons.Checklist} title="Academic Requirements">
              <Bullets items={info!.academicRequirements} />
            </RequirementCard>
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
