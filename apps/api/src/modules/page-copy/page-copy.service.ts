import { pageContentInputSchema, type ContentPage, type PageContent } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter } from '../../lib/content-writer';
import type { PageContentInput } from '@skp/shared';

export function createContentService(settings: SettingsService) {
  return {
    async get(page: ContentPage): Promise<PageContent> {
      const value = await settings.get(SETTING_KEYS.content(page), pageContentInputSchema);
      if (!value) throw new NotFoundError(`The ${page} page copy has not been set up yet`);
      return { page, ...value };
    },
  };
}

/** The admin's edit form for one page's copy. */
export function createContentAdminService(settings: SettingsService, audit: AuditSink, page: ContentPage) {
  return createSettingWriter({
    entity: `content:${page}`,
    audit,
    read: () => settings.get(SETTING_KEYS.content(page), pageContentInputSchema),
    write: (input: PageContentInput) =>
      settings.put(SETTING_KEYS.content(page), pageContentInputSchema, input),
  });
}
