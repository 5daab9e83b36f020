import { ButtonLink } from '../../ui/button';
import { layout } from '../../ui/layout';
import styles from './home.module.css';

/** SPEC §2 Home 9: the closing banner. */
export function JoinBanner() {
  return (
    <section aria-labelledby="join-heading" className={styles.join}>
      <div className={layout.containerMd}>
        <h2 id="join-heading" className={styles.joinTitle}>
          Ready to Join Our School?
        </h2>
        <p className={styles.joinText}>
          Admissions are open for 2024-25, from Pre-Primary to Class 12. Visit us, ask us anything, or apply
          today.
        </p>
        <div className={styles.joinButtons}>
          <ButtonLink href="/admissions" variant="contained" colour="secondary" size="large">
            Apply Now
          </ButtonLink>
          <ButtonLink href="/contact" variant="outlined" colour="inherit" size="large">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
