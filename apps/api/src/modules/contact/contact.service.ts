import { contactInfoInputSchema, type ContactInfo, type ContactInfoInput } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter, resolveImage } from '../../lib/content-writer';
import type { MediaStore } from '../../lib/media';

/**
 * The stored contact details name the roadmap picture by its address (roadmapImageUrl); its Media
 * (size, variants) is read from the media table, not kept in the setting.
 */
async function withRoadmapMedia(
  media: Pick<MediaStore, 'shown'>,
  value: ContactInfoInput | undefined,
): Promise<ContactInfo | undefined> {
  if (!value) return undefined;
  return { ...value, roadmapMedia: value.roadmapImageUrl ? await media.shown(value.roadmapImageUrl) : null };
}

export function createContactService(settings: SettingsService, media: Pick<MediaStore, 'shown'>) {
  return {
    async get(): Promise<ContactInfo> {
      const value = await withRoadmapMedia(
        media,
        await settings.get(SETTING_KEYS.contact, contactInfoInputSchema),
      );
      if (!value) throw new NotFoundError('The school contact details have not been set up yet');
      return value;
    },
  };
}

/** The admin's edit form for the school contact details. */
export function createContactAdminService(
  settings: SettingsService,
  audit: AuditSink,
  media: Pick<MediaStore, 'find' | 'shown'>,
) {
  const read = async () =>
    withRoadmapMedia(media, await settings.get(SETTING_KEYS.contact, contactInfoInputSchema));
  return createSettingWriter({
    entity: 'contact',
    audit,
    read,
    async write(input: ContactInfoInput) {
      // An uploaded roadmap must be in the media table (else a 400 naming the field); its facts stay there.
      const roadmap = await resolveImage(media, 'roadmapImageUrl', input.roadmapImageUrl);
      await settings.put(SETTING_KEYS.contact, contactInfoInputSchema, {
        ...input,
        roadmapImageUrl: roadmap.url,
        roadmapMedia: null,
      });
      return (await read())!;
    },
  });
}
