import { useI18n } from '../../i18n/site-i18n';
import { ACTIVE_ADMISSION_STEP, ADMISSION_PROCESS } from './admissions-text';
import { PageSection } from '../../ui/page-section';
import styles from './admissions.module.css';

/** The five-step admission process; the indicator stays at the first step (docs/requirements.md#states). */
export function AdmissionStepsSection() {
  const { t } = useI18n();
  return (
    <PageSection
      id="process"
      title={t('admissions.process.title')}
      subtitle={t('admissions.process.subtitle')}
    >
      <ol aria-label={t('admissions.process.steps')} className={styles.steps}>
        {ADMISSION_PROCESS.map((step, i) => (
          <li
            key={step.key}
            aria-current={i === ACTIVE_ADMISSION_STEP ? 'step' : undefined}
            data-testid="admission-step"
            className={i === ACTIVE_ADMISSION_STEP ? `${styles.step} ${styles.activeStep}` : styles.step}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepTitle}>{t(`admissions.steps.${step.key}.title`)}</span>
              <span className={styles.stepDescription}>{t(`admissions.steps.${step.key}.description`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
