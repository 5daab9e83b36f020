import { useI18n } from '../../i18n/site-i18n';
import { ButtonLink } from '../../ui/button';
import { layout } from '../../ui/layout';
import styles from './home.module.css';

/** docs/requirements.md#home, section 9: the closing banner. */
export function JoinBanner() {
  const { t, href } = useI18n();
  return (
    <section aria-labelledby="join-heading" className={styles.join}>
      <div className={layout.containerMd}>
        <h2 id="join-heading" className={styles.joinTitle}>
          {t('home.join.title')}
        </h2>
        <p className={styles.joinText}>{t('home.join.text')}</p>
        <div className={styles.joinButtons}>
          <ButtonLink href={href('/admissions')} variant="contained" colour="secondary" size="large">
            {t('common.applyNow')}
          </ButtonLink>
          <ButtonLink href={href('/contact')} variant="outlined" colour="inherit" size="large">
            {t('common.contactUs')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
