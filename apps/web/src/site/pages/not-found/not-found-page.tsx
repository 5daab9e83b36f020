import { ButtonLink } from '../../ui/button';
import styles from './not-found.module.css';
import * as icons from '../../ui/icon-paths';

/** Any path outside SPEC §2's routes; the server answers it with status 404. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>Sorry, the page you are looking for does not exist or has moved.</p>
      <ButtonLink href="/" variant="contained" startIcon={icons.Home}>
        Back to Home
      </ButtonLink>
    </div>
  );
}
