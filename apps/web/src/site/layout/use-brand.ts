import { BRANDS, type Brand, type SiteThemeName } from '../../components/layout/brand';
import { useI18n } from '../i18n/site-i18n';

/** The theme's logo, title and taglines in the page's edition; its home link in that edition. */
export function useBrand(theme: SiteThemeName): Brand {
  const { t, href } = useI18n();
  const brand = BRANDS[theme];
  return {
    logo: brand.logo,
    logoAlt: t(`brand.${theme}.logoAlt`),
    title: t(`brand.${theme}.title`),
    tagline: t(`brand.${theme}.tagline`),
    subTagline: theme === 'main' ? t('brand.main.subTagline') : undefined,
    homePath: href(brand.homePath),
  };
}
