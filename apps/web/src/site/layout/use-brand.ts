import { crestDataUrl, themeHeader } from '@skp/shared';
import { BRANDS, type Brand, type SiteThemeName } from './brand';
import { useI18n } from '../i18n/site-i18n';

/** The theme's logo, title and taglines (the school's settings) in the page's edition; its home link in that edition. */
export function useBrand(theme: SiteThemeName): Brand {
  const { t, href, school, locale } = useI18n();
  const brand = BRANDS[theme];
  const header = themeHeader(school, theme, locale);
  return {
    // The school's crest from its settings; the wings' logos are the build's.
    logo: theme === 'main' ? crestDataUrl(school) : brand.logo,
    logoAlt: t(`brand.${theme}.logoAlt`),
    title: header.title,
    tagline: header.tagline,
    subTagline: theme === 'main' ? t('brand.main.subTagline') : undefined,
    homePath: href(brand.homePath),
  };
}
