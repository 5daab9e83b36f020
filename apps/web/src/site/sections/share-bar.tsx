import { whatsappShareUrl } from '@skp/shared';
import { useI18n } from '../i18n/site-i18n';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import styles from './share-bar.module.css';

/**
 * Sharing a page, WhatsApp first: the wa.me link is plain HTML (it works without JavaScript). 'Copy
 * link', the share sheet (where the browser has one) and their status line wait in a <template> that
 * the island loader's plain DOM code (share-buttons.ts) puts in place: no React, so a list of cards
 * with share bars loads no framework.
 */
export function ShareBar({ url, title, text }: { url: string; title: string; text: string }) {
  const { t } = useI18n();
  return (
    <div
      className={styles.bar}
      data-testid="share-bar"
      data-share-url={url}
      data-share-title={title}
      data-share-text={text}
      data-share-copied={t('share.copied')}
      data-share-copy-this={t('share.copyThis')}
    >
      <a
        className={styles.whatsapp}
        href={whatsappShareUrl(text)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="whatsapp-share"
        aria-label={t('share.whatsappLabel', { title })}
      >
        <Icon shape={icons.WhatsApp} size="1.125rem" />
        {t('share.whatsapp')}
      </a>
      <template data-share-more="">
        <button type="button" className={styles.button} data-share="copy" data-testid="copy-link">
          {t('share.copyLink')}
        </button>
        <button type="button" className={styles.button} data-share="sheet" data-testid="native-share">
          {t('share.share')}
        </button>
        <span role="status" className={styles.status} data-share="status" />
      </template>
    </div>
  );
}
