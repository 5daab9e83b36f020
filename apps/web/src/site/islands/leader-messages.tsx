import { fillText } from '../ui/fill-text';
import type { Media } from '@skp/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { ResponsiveImage } from '../ui/responsive-image';
import card from '../ui/card.module.css';
import { keepTabInside } from '../ui/keep-tab-inside';
import { Icon } from '../ui/icon';
import styles from './leader-messages.module.css';
import * as icons from '../ui/icon-paths';

/** A leader as the cards show it, worked out on the server (the island ships no schema code). */
export interface LeaderView {
  _id: string;
  name: string;
  role: string;
  title: string;
  experience: string;
  photo: string | null;
  media: Media | null;
  initials: string;
  /** The card's teaser (docs/requirements.md#limits: the short message, else the first 100 characters). */
  preview: string;
  paragraphs: string[];
}

/** The island's words; English when absent ('{{name}}', '{{role}}', '{{experience}}' filled in). */
export interface LeaderMessagesTexts {
  portrait: string;
  messageFrom: string;
  closeMessage: string;
  experience: string;
  close: string;
  readMessageFrom: string;
  readMore: string;
}

const ENGLISH_TEXTS: LeaderMessagesTexts = {
  portrait: 'Portrait of {{name}}',
  messageFrom: 'Message from {{name}}',
  closeMessage: 'Close message',
  experience: 'Experience: {{experience}}',
  close: 'Close',
  readMessageFrom: 'Read the message from {{name}}, {{role}}',
  readMore: 'Read full message',
};

function LeaderPhoto({
  leader,
  size,
  texts,
}: {
  leader: LeaderView;
  size: number;
  texts: LeaderMessagesTexts;
}) {
  const src = leader.photo;
  return (
    <span className={styles.leaderPhoto} style={{ width: size, height: size, fontSize: size / 3 }}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={fillText(texts.portrait, { name: leader.name })}
          media={leader.media}
          sizes={`${size}px`}
          width={size}
          height={size}
        />
      ) : (
        leader.initials
      )}
    </span>
  );
}

/**
 * A leader's full message: a `popover` dialog, opened by the card's button even without JavaScript;
 * Escape, the close icon or Close hide it and the browser returns focus to the card. Once the island
 * has hydrated, an open message takes the focus and keeps Tab inside (as a modal dialog does).
 */
function LeaderDialog({ leader, id, texts }: { leader: LeaderView; id: string; texts: LeaderMessagesTexts }) {
  const titleId = `${id}-title`;
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.dialog}
    >
      <div className={styles.dialogTitleRow}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {fillText(texts.messageFrom, { name: leader.name })}
        </h2>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={texts.closeMessage}
          className={styles.dialogClose}
        >
          <Icon shape={icons.Close} />
        </button>
      </div>
      {/* Focusable: on a phone the long message scrolls and the keyboard must reach it. */}
      <div className={styles.dialogContent} tabIndex={0}>
        <div className={styles.dialogPerson}>
          <LeaderPhoto leader={leader} size={140} texts={texts} />
          <p className={styles.dialogName}>{leader.name}</p>
          <span className={styles.roleChip}>{leader.role}</span>
          {leader.title && <p className={card.text}>{leader.title}</p>}
          {leader.experience && (
            <p className={styles.small}>{fillText(texts.experience, { experience: leader.experience })}</p>
          )}
        </div>
        <div data-testid="leader-full-message">
          {leader.paragraphs.map((paragraph, i) => (
            <p key={i} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
      <div className={styles.dialogActions}>
        <button type="button" popoverTarget={id} popoverTargetAction="hide" className={styles.closeButton}>
          {texts.close}
        </button>
      </div>
    </div>
  );
}

/** Moves focus into a message when it opens and keeps Tab and Shift+Tab inside it. */
function useDialogFocus(root: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const dialogs = Array.from(element.querySelectorAll<HTMLElement>('[popover]'));
    const onToggle = (event: Event) => {
      const dialog = event.currentTarget as HTMLElement;
      if ((event as ToggleEvent).newState === 'open') dialog.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(event, event.currentTarget as HTMLElement);
    for (const dialog of dialogs) {
      dialog.addEventListener('toggle', onToggle);
      dialog.addEventListener('keydown', onKeyDown);
      // Opened before the island hydrated: take the focus now.
      if (dialog.matches(':popover-open')) dialog.focus();
    }
    return () => {
      for (const dialog of dialogs) {
        dialog.removeEventListener('toggle', onToggle);
        dialog.removeEventListener('keydown', onKeyDown);
      }
    };
  }, [root]);
}

/** The leaders' cards (up to 10, displayOrder ascending), each opening its full message. */
export default function LeaderMessages({
  leaders,
  texts = ENGLISH_TEXTS,
}: {
  leaders: LeaderView[];
  texts?: LeaderMessagesTexts;
}) {
  const root = useRef<HTMLDivElement>(null);
  useDialogFocus(root);
  return (
    <div ref={root} className={styles.leaderGrid}>
      {leaders.map((leader) => {
        const id = `leader-${leader._id}`;
        return (
          <div key={leader._id} className={`${card.card} ${styles.leaderCard}`} data-testid="leader-card">
            <span className={styles.leaderPhotoRow}>
              <LeaderPhoto leader={leader} size={112} texts={texts} />
            </span>
            {/* The name is the card's heading and its button (HTML allows no heading inside a
                button); the button's box covers the whole card, so all of it opens the message. */}
            <h3 className={card.title}>
              <button
                type="button"
                popoverTarget={id}
                aria-haspopup="dialog"
                aria-label={fillText(texts.readMessageFrom, { name: leader.name, role: leader.role })}
                className={styles.leaderButton}
              >
                {leader.name}
              </button>
            </h3>
            <span className={styles.leaderRole}>{leader.role}</span>
            {leader.title && <span className={`${card.body} ${styles.block}`}>{leader.title}</span>}
            <span className={styles.quote}>
              <Icon shape={icons.FormatQuote} className={styles.quoteIcon} />
              <span className={styles.quoteText} data-testid="leader-preview">
                {leader.preview}
              </span>
            </span>
            <span className={styles.readMore}>{texts.readMore}</span>
            <LeaderDialog leader={leader} id={id} texts={texts} />
          </div>
        );
      })}
    </div>
  );
}
