import { whatsappShareUrl } from '@skp/shared';
import ShareButtons from '../islands/share-buttons';
import { Island } from '../island';
import { useI18n } from '../i18n/site-i18n';
import styles from './share-bar.module.css';

/** Sharing a page: the WhatsApp link (no script needed), then 'Copy link' and the share sheet (island). */
export function ShareBar({ url, title, text }: { url: string; title: string; text: string }) {
  const { t, locale } = useI18n();
  // English pages keep the island's own words (smaller props); other editions pass theirs.
  const texts =
    locale === 'en'
      ? undefined
      : {
          whatsappLabel: t('share.whatsappLabel'),
          whatsapp: t('share.whatsapp'),
          copyLink: t('share.copyLink'),
          share: t('share.share'),
          copied: t('share.copied'),
          copyThis: t('share.copyThis'),
        };
  return (
    <div className={styles.bar} data-testid="share-bar">
      <Island
        name="share-buttons"
        trigger="visible"
        component={ShareButtons}
        props={{ url, title, text, whatsappHref: whatsappShareUrl(text), ...(texts ? { texts } : {}) }}
      />
    </div>
  );
}
