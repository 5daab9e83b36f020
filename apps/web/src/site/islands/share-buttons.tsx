import { useEffect, useState } from 'react';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import styles from './share-buttons.module.css';

export interface ShareButtonsProps {
  url: string;
  title: string;
  text: string;
  /** The wa.me link with the text (made on the server: no shared helpers in the island). */
  whatsappHref: string;
}

/**
 * Sharing, WhatsApp first: the wa.me link is plain HTML (it works without JavaScript); 'Copy link'
 * and, where the browser has one, the native share sheet appear once the island has run.
 */
export default function ShareButtons({ url, title, text, whatsappHref }: ShareButtonsProps) {
  const [ready, setReady] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    setReady(true);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  const whatsapp = (
    <a
      className={styles.whatsapp}
      href={whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-share"
      aria-label={`Share on WhatsApp: ${title}`}
    >
      <Icon shape={icons.WhatsApp} size="1.125rem" />
      Share on WhatsApp
    </a>
  );
  if (!ready) return whatsapp;

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
      {whatsapp}
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
