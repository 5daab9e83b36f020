import { whatsappShareUrl } from '@skp/shared';
import ShareButtons from '../islands/share-buttons';
import { Island } from '../island';
import styles from './share-bar.module.css';

/** Sharing a page: the WhatsApp link (no script needed), then 'Copy link' and the share sheet (island). */
export function ShareBar({ url, title, text }: { url: string; title: string; text: string }) {
  return (
    <div className={styles.bar} data-testid="share-bar">
      <Island
        name="share-buttons"
        trigger="visible"
        component={ShareButtons}
        props={{ url, title, text, whatsappHref: whatsappShareUrl(text) }}
      />
    </div>
  );
}
