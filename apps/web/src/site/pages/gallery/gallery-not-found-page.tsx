import { Island } from '../../island';
import GoBack from '../../islands/go-back';
import styles from '../not-found/not-found.module.css';

/** /gallery/<unknown slug> (SPEC §2), answered with status 404. */
export function GalleryNotFoundPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Gallery not found</h1>
      <p className={styles.text}>There is no photo gallery at this address.</p>
      <Island name="go-back" trigger="interaction" component={GoBack} props={{}} holdLinkClicks />
    </div>
  );
}
