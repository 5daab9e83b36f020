import type { Coach } from '@skp/shared';

export type AchievementsView =
  | { kind: 'list'; items: { title: string; description: string }[] }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

/** Pure: a coach's achievements are a list of {title, description} or plain text (docs/requirements.md#entities). */
export function achievementsView(achievements: Coach['achievements'] | null | undefined): AchievementsView {
  if (Array.isArray(achievements)) {
    const items = achievements.filter((a) => a && (a.title?.trim() || a.description?.trim()));
    return items.length ? { kind: 'list', items } : { kind: 'none' };
  }
  const text = typeof achievements === 'string' ? achievements.trim() : '';
  return text ? { kind: 'text', text } : { kind: 'none' };
}
