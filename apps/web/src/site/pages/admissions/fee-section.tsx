import { curriculumLevelLabel, type FeeStructure, type SectionResult } from '@skp/shared';
import { otherCharges } from './admissions-text';
import { formatRupees } from '../../../lib/formatters';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './admissions.module.css';
import * as icons from '../../ui/icon-paths';

function FeeLine({ label, amount, note }: { label: string; amount: number; note?: string }) {
  return (
    <div className={styles.feeLine}>
      <dt className={styles.feeLabel}>{label}</dt>
      <dd className={styles.feeAmount}>
        {formatRupees(amount)}
        {note && <span className={styles.feeNote}> {note}</span>}
      </dd>
    </div>
  );
}

function FeeCard({ fee }: { fee: FeeStructure }) {
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
            Featured
          </span>
        )}
        <h3 className={styles.feeTitle}>{curriculumLevelLabel(fee.level)}</h3>
        <dl className={styles.feeLines}>
          <FeeLine label="Admission Fee" amount={fee.admissionFee} note="(one time)" />
          <FeeLine label="Monthly Fee" amount={fee.monthlyFee} note="per month" />
          <FeeLine label="Annual Fee" amount={fee.annualFee} note="per year" />
          <FeeLine label="Other Charges" amount={otherCharges(fee)} />
        </dl>
      </div>
    </div>
  );
}

/** Fee structure cards (up to 100, displayOrder ascending); featured ones are highlighted. */
export function FeeSection({ fees }: { fees: SectionResult<FeeStructure[]> }) {
  return (
    <PageSection
      id="fees"
      title="Fee Structure"
      subtitle="Fees in Indian Rupees for the current academic session."
      tint="grey"
    >
      <SectionStates
        result={fees}
        errorText="Failed to load fee structure"
        emptyText="No fee structure available at the moment."
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
