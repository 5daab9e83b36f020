import { useEffect, useState } from 'react';
import styles from './share-buttons.module.css';

export interface ShareButtonsProps {
  url: string;
  title: string;
  text: string;
}

/**
 * 'Copy link' and, where the browser has one, the native share sheet. Nothing shows before the
 * island runs (the server's HTML has only the WhatsApp link, which needs no script).
 */
export default function ShareButtons({ url, title, text }: ShareButtonsProps) {
  const [ready, setReady] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    setReady(true);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  if (!ready) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // The visitor closed the sheet: nothing to do.
    }
  };
  return (
    <>
      <button type="button" className={styles.button} onClick={copy} data-testid="copy-link">
        Copy link
      </button>
      {canShare && (
        <button type="button" className={styles.button} onClick={share} data-testid="native-share">
          Share…
        </button>
      )}
      <span role="status" className={styles.status}>
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? `Copy this link: ${url}` : ''}
      </span>
    </>
  );
}
