import { useEffect, useState } from 'react';
import { fillText } from '../ui/fill-text';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import styles from './share-buttons.module.css';

export interface ShareButtonsTexts {
  whatsappLabel: string;
  whatsapp: string;
  copyLink: string;
  share: string;
  copied: string;
  copyThis: string;
}

const ENGLISH_TEXTS: ShareButtonsTexts = {
  whatsappLabel: 'Share on WhatsApp: {{title}}',
  whatsapp: 'Share on WhatsApp',
  copyLink: 'Copy link',
  share: 'Share…',
  copied: 'Link copied',
  copyThis: 'Copy this link: {{url}}',
};

export interface ShareButtonsProps {
  url: string;
  title: string;
  text: string;
  /** The wa.me link with the text (made on the server: no shared helpers in the island). */
  whatsappHref: string;
  texts?: ShareButtonsTexts;
}

/**
 * Sharing, WhatsApp first: the wa.me link is plain HTML (it works without JavaScript); 'Copy link'
 * and, where the browser has one, the native share sheet appear once the island has run.
 */
export default function ShareButtons({
  url,
  title,
  text,
  whatsappHref,
  texts = ENGLISH_TEXTS,
}: ShareButtonsProps) {
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
      aria-label={fillText(texts.whatsappLabel, { title })}
    >
      <Icon shape={icons.WhatsApp} size="1.125rem" />
      {texts.whatsapp}
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
        {texts.copyLink}
      </button>
      {canShare && (
        <button type="button" className={styles.button} onClick={share} data-testid="native-share">
          {texts.share}
        </button>
      )}
      <span role="status" className={styles.status}>
        {copied === 'copied' ? texts.copied : copied === 'failed' ? fillText(texts.copyThis, { url }) : ''}
      </span>
    </>
  );
}
