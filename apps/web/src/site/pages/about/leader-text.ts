import { leaderShortMessage, type Leader } from '@skp/shared';

/** docs/requirements.md#limits: the short message falls back to the first 100 characters of the message. */
export const SHORT_MESSAGE_LENGTH = 100;

/** The card's teaser: the short message, else the first 100 characters of the message (with '…' if cut). */
export function leaderPreview(leader: Pick<Leader, 'shortMessage' | 'message'>): string {
  const preview = leaderShortMessage(leader);
  const cut = leader.shortMessage.trim() === '' && leader.message.length > SHORT_MESSAGE_LENGTH;
  return cut ? `${preview.trimEnd()}…` : preview;
}

/** The full message as paragraphs: paragraphMessage when given, else the message split at blank lines. */
export function leaderParagraphs(leader: Pick<Leader, 'message' | 'paragraphMessage'>): string[] {
  const given = leader.paragraphMessage.map((p) => p.trim()).filter(Boolean);
  if (given.length > 0) return given;
  return leader.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Initials for a leader without a photo, e.g. 'Dr. Suresh Kumar Pandey' -> 'SP'. */
export function initials(name: string): string {
  const words = name
    .replace(/\b(Dr|Mr|Mrs|Ms|Shri|Smt|Prof)\.?\s+/gi, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
