import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
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

function Bullets({ items, lang }: { items: string[]; lang: string | undefined }) {
  return (
    <ul className={styles.bullets} lang={lang}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Requirements cards from the admission information: ages, documents, academic requirements. */
export function RequirementsSection({ admission }: { admission: SectionResult<AdmissionInfo | null> }) {
  const { t } = useI18n();
  const lang = useContentLang();
  return (
    <PageSection id="requirements" title={t('admissions.requirements.title')} tint="grey">
      <SectionStates
        result={admission}
        isEmpty={hasNoRequirements}
        errorText={t('admissions.requirements.error')}
        emptyText={t('admissions.requirements.empty')}
      >
        {(info) => (
          <div className={layout.gridMd3}>
            <RequirementCard icon={icons.ChildCare} title={t('admissions.requirements.ages')}>
              <dl className={styles.ages}>
                {AGE_LABELS.filter((key) => info!.ageRequirements[key].trim()).map((key) => (
                  <div key={key} className={styles.ageRow}>
                    <dt className={styles.ageLabel}>{t(`admissions.ages.${key}`)}</dt>
                    <dd className={styles.ageValue} lang={lang(info!, 'ageRequirements')}>
                      {info!.ageRequirements[key]}
                    </dd>
                  </div>
                ))}
              </dl>
            </RequirementCard>
            <RequirementCard icon={icons.Description} title={t('admissions.requirements.documents')}>
              <Bullets items={info!.documentsRequired} lang={lang(info!, 'documentsRequired')} />
            </RequirementCard>
            <RequirementCard icon={icons.Checklist} title={t('admissions.requirements.academic')}>
              <Bullets items={info!.academicRequirements} lang={lang(info!, 'academicRequirements')} />
            </RequirementCard>
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
