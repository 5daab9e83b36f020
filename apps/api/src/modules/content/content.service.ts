import { pageContentInputSchema, type ContentPage, type PageContent } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

export function createContentService(settings: SettingsService) {
  return {
    async get(page: ContentPage): Promise<PageContent> {
      const value = await settings.get(SETTING_KEYS.content(page), pageContentInputSchema);
      if (!value) throw new NotFoundError(`The ${page} page copy has not been set up yet`);
      return { page, ...value };
    },
  };
}
