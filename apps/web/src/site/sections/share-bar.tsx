import { whatsappShareUrl } from '@skp/shared';
import ShareButtons from '../islands/share-buttons';
import { Island } from '../island';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import styles from './share-bar.module.css';

/**
 * Sharing a page, WhatsApp first: a plain link to wa.me with the text (works without JavaScript),
 * then 'Copy link' and the native share sheet once the small island has run.
 */
export function ShareBar({ url, title, text }: { url: string; title: string; text: string }) {
  return (
    <div className={styles.bar} data-testid="share-bar">
      <a
        className={styles.whatsapp}
        href={whatsappShareUrl(text)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="whatsapp-share"
        aria-label={`Share on WhatsApp: ${title}`}
      >
        <Icon shape={icons.WhatsApp} size="1.125rem" />
        Share on WhatsApp
      </a>
      <Island name="share-buttons" trigger="visible" component={ShareButtons} props={{ url, title, text }} />
    </div>
  );
}
