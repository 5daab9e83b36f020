import { ACTIVE_ADMISSION_STEP, ADMISSION_PROCESS } from './admissions-text';
import { PageSection } from '../../ui/page-section';
import styles from './admissions.module.css';

/** The five-step admission process; the indicator stays at the first step (SPEC §4). */
export function AdmissionStepsSection() {
  return (
    <PageSection
      id="process"
      title="Admission Process"
      subtitle="Five simple steps from application to admission."
    >
      <ol aria-label="Admission steps" className={styles.steps}>
        {ADMISSION_PROCESS.map((step, i) => (
          <li
            key={step.title}
            aria-current={i === ACTIVE_ADMISSION_STEP ? 'step' : undefined}
            data-testid="admission-step"
            className={i === ACTIVE_ADMISSION_STEP ? `${styles.step} ${styles.activeStep}` : styles.step}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepTitle}>{step.title}</span>
              <span className={styles.stepDescription}>{step.description}</span>
            </span>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
