import type { RecordTranslation, TranslatableEntity, TranslationStatus } from '@skp/shared';
import { adminFetch } from './admin-http';

/** The translation screens' calls (API: /api/admin/translations). */
export const translationsApi = {
  entities: (signal?: AbortSignal) =>
    adminFetch<{ entities: TranslatableEntity[] }>('/admin/translations/entities', { signal }).then(
      (data) => data.entities,
    ),
  status: (signal?: AbortSignal) =>
    adminFetch<{ status: TranslationStatus }>('/admin/translations/status?locale=hi', { signal }).then(
      (data) => data.status,
    ),
  record: (entity: string, id: string, signal?: AbortSignal) =>
    adminFetch<{ translation: RecordTranslation }>(
      `/admin/translations/${encodeURIComponent(entity)}/${encodeURIComponent(id)}/hi`,
      { signal },
    ).then((data) => data.translation),
  save: (entity: string, id: string, values: Record<string, string>) =>
    adminFetch<{ translation: RecordTranslation }>(
      `/admin/translations/${encodeURIComponent(entity)}/${encodeURIComponent(id)}/hi`,
      { method: 'PUT', body: JSON.stringify({ values }) },
    ).then((data) => data.translation),
};

/** The admin screen where a record's English is edited (a settings screen for a singleton). */
export function editPathOf(entity: string, resource: string, id: string): string {
  if (resource !== 'settings') return `${resource}/${id}`;
  return entity === 'page-content' ? `settings/content-${id}` : `settings/${entity}`;
}

/** The record a screen's path edits, if it is translatable: the reverse of editPathOf. */
export function recordOfPath(
  path: string,
  entities: readonly TranslatableEntity[],
): { entity: string; id: string } | null {
  const [first, second, third] = path.split('/').filter(Boolean);
  if (!first || !second || third) return null;
  if (first === 'settings') {
    if (second.startsWith('content-')) return { entity: 'page-content', id: second.slice('content-'.length) };
    return entities.some((e) => e.singleton && e.entity === second) ? { entity: second, id: second } : null;
  }
  const entity = entities.find((e) => !e.singleton && e.resource === first);
  return entity && /^[0-9a-f-]{36}$/i.test(second) ? { entity: entity.entity, id: second } : null;
}
