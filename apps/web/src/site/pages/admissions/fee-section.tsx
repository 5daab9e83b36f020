import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import { curriculumLevelLabel, type FeeStructure, type SectionResult } from '@skp/shared';
import { otherCharges } from './admissions-text';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './admissions.module.css';
import * as icons from '../../ui/icon-paths';

function FeeLine({ label, amount, note }: { label: string; amount: number; note?: string }) {
  const { rupees } = useI18n();
  return (
    <div className={styles.feeLine}>
      <dt className={styles.feeLabel}>{label}</dt>
      <dd className={styles.feeAmount}>
        {rupees(amount)}
        {note && <span className={styles.feeNote}> {note}</span>}
      </dd>
    </div>
  );
}

function FeeCard({ fee }: { fee: FeeStructure }) {
  const { t } = useI18n();
  const lang = useContentLang();
  return (
    <div
      data-testid="fee-card"
      data-featured={fee.featured}
      className={`${card.card} ${fee.featured ? styles.featuredFee : styles.fee}`}
    >
      <div className={card.content}>
        {fee.featured && (
          <span className={styles.featuredChip}>
            <Icon shape={icons.Star} size="1.125rem" />
            {t('admissions.fees.featured')}
          </span>
        )}
        <h3 className={styles.feeTitle} lang={lang(fee, 'level')}>
          {curriculumLevelLabel(fee.level)}
        </h3>
        <dl className={styles.feeLines}>
          <FeeLine
            label={t('admissions.fees.admission')}
            amount={fee.admissionFee}
            note={t('admissions.fees.oneTime')}
          />
          <FeeLine
            label={t('admissions.fees.monthly')}
            amount={fee.monthlyFee}
            note={t('admissions.fees.perMonth')}
          />
          <FeeLine
            label={t('admissions.fees.annual')}
            amount={fee.annualFee}
            note={t('admissions.fees.perYear')}
          />
          <FeeLine label={t('admissions.fees.other')} amount={otherCharges(fee)} />
        </dl>
      </div>
    </div>
  );
}

/** Fee structure cards (up to 100, displayOrder ascending); featured ones are highlighted. */
export function FeeSection({ fees }: { fees: SectionResult<FeeStructure[]> }) {
  const { t } = useI18n();
  return (
    <PageSection
      id="fees"
      title={t('admissions.fees.title')}
      subtitle={t('admissions.fees.subtitle')}
      tint="grey"
    >
      <SectionStates
        result={fees}
        errorText={t('admissions.fees.error')}
        emptyText={t('admissions.fees.empty')}
      >
        {(list) => (
          <div className={styles.feeGrid}>
            {list.map((fee) => (
              <FeeCard key={fee._id} fee={fee} />
            ))}
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
