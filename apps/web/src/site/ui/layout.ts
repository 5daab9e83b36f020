import styles from './layout.module.css';

/** Class names of the page container and the card grids (CSS Module classes). */
export const layout = {
  container: styles.container!,
  containerMd: styles.containerMd!,
  /** A page of text or forms under the header: its vertical band, and its h1. */
  pageBand: styles.pageBand!,
  pageTitle: styles.pageTitle!,
  /** Cards: 1 column, 2 from 600px, 3 from 900px. */
  grid3: `${styles.grid} ${styles.cols3}`,
  /** Cards: 1, 2 from 600px, 3 from 900px, 4 from 1200px. */
  grid4: `${styles.grid} ${styles.cols4}`,
  /** Cards: 1, 2 from 600px. */
  grid2: `${styles.grid} ${styles.cols2}`,
  /** Cards: 1, 3 from 900px. */
  gridMd3: `${styles.grid} ${styles.md3}`,
  /** Cards: 1, 2 from 600px, 4 from 900px. */
  gridSm2Md4: `${styles.grid} ${styles.cols2} ${styles.md4}`,
};
