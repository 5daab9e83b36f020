import type { Leader, SectionResult } from '@skp/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { initials, leaderParagraphs, leaderPreview } from '../../../features/about/components/leader-text';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './about.module.css';
import * as icons from '../../ui/icon-paths';

function LeaderPhoto({ leader, size }: { leader: Leader; size: number }) {
  const src = leader.media?.url || leader.profileImage?.url;
  return (
    <span className={styles.leaderPhoto} style={{ width: size, height: size, fontSize: size / 3 }}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={`Portrait of ${leader.name}`}
          media={leader.media}
          sizes={`${size}px`}
          width={size}
          height={size}
        />
      ) : (
        initials(leader.name)
      )}
    </span>
  );
}

/**
 * A leader's full message: a `popover` dialog, opened by the card's button without JavaScript;
 * Escape, the close icon or Close hide it and the browser returns focus to the card.
 */
function LeaderDialog({ leader, id }: { leader: Leader; id: string }) {
  const titleId = `${id}-title`;
  return (
    <div id={id} popover="auto" role="dialog" aria-labelledby={titleId} className={styles.dialog}>
      <div className={styles.dialogTitleRow}>
        <h2 id={titleId} className={styles.dialogTitle}>
          Message from {leader.name}
        </h2>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label="Close message"
          className={styles.dialogClose}
        >
          <Icon shape={icons.Close} />
        </button>
      </div>
      {/* Focusable: on a phone the long message scrolls and the keyboard must reach it. */}
      <div className={styles.dialogContent} tabIndex={0}>
        <div className={styles.dialogPerson}>
          <LeaderPhoto leader={leader} size={140} />
          <p className={styles.dialogName}>{leader.name}</p>
          <span className={styles.roleChip}>{leader.role}</span>
          {leader.title && <p className={card.text}>{leader.title}</p>}
          {leader.experience && <p className={styles.small}>Experience: {leader.experience}</p>}
        </div>
        <div data-testid="leader-full-message">
          {leaderParagraphs(leader).map((paragraph, i) => (
            <p key={i} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </div>
      <div className={styles.dialogActions}>
        <button type="button" popoverTarget={id} popoverTargetAction="hide" className={styles.closeButton}>
          Close
        </button>
      </div>
    </div>
  );
}

/** Leadership Messages: cards (up to 10, displayOrder ascending) that open the full message. */
export function LeadershipSection({ leaders }: { leaders: SectionResult<Leader[]> }) {
  return (
    <PageSection
      id="leadership"
      title="Leadership Messages"
      subtitle="Words from the people who lead our school. Select a card to read the full message."
      tint="grey"
    >
      <SectionStates
        result={leaders}
        errorText="Failed to load leadership messages"
        errorDetail="Failed to fetch leadership data"
        emptyText="No leadership messages available"
      >
        {(list) => (
          <div className={styles.leaderGrid}>
            {list.map((leader) => {
              const id = `leader-${leader._id}`;
              return (
                <div key={leader._id} className={card.card} data-testid="leader-card">
                  <button
                    type="button"
                    popoverTarget={id}
                    aria-haspopup="dialog"
                    aria-label={`Read the message from ${leader.name}, ${leader.role}`}
                    className={styles.leaderButton}
                  >
                    <span className={styles.leaderPhotoRow}>
                      <LeaderPhoto leader={leader} size={112} />
                    </span>
                    <h3 className={card.title}>{leader.name}</h3>
                    <span className={styles.leaderRole}>{leader.role}</span>
                    {leader.title && <span className={`${card.body} ${styles.block}`}>{leader.title}</span>}
                    <span className={styles.quote}>
                      <Icon shape={icons.FormatQuote} className={styles.quoteIcon} />
                      <span className={styles.quoteText}>{leaderPreview(leader)}</span>
                    </span>
                    <span className={styles.readMore}>Read full message</span>
                  </button>
                  <LeaderDialog leader={leader} id={id} />
                </div>
              );
            })}
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
