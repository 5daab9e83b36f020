import cricketLogo from '../assets/logo-cricket.svg';
import nurseryLogo from '../assets/logo-nursery.svg';

export type SiteThemeName = 'main' | 'nursery' | 'cricket';

export interface Brand {
  logo: string;
  logoAlt: string;
  title: string;
  tagline: string;
  /** A second tagline line (main theme only). */
  subTagline?: string;
  /** Where the logo and title lead. */
  homePath: string;
}

/** Logo, title and taglines per theme (taglines exactly as docs/requirements.md#header). */
export const BRANDS: Record<SiteThemeName, Brand> = {
  main: {
    logo: '',
    logoAlt: 'S.K.P. Vidya Vihar crest',
    title: 'S.K.P. VIDYA VIHAR',
    tagline: 'UNDER THE AEGIS OF SKP CHARITABLE TRUST',
    subTagline: 'An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2',
    homePath: '/',
  },
  nursery: {
    logo: nurseryLogo,
    logoAlt: 'Baby Steps logo',
    title: 'BABY STEPS',
    tagline: 'A Unit Of S.K.P. VIDYA - VIHAR, DEOGHAR',
    homePath: '/baby-steps',
  },
  cricket: {
    logo: cricketLogo,
    logoAlt: 'S.K.P. Cricket Academy logo',
    title: 'S.K.P. CRICKET ACADEMY',
    tagline: 'A SMALL BEGINNING WILL TAKE THEM A LONG WAY.',
    homePath: '/cricket-academy',
  },
};

/** Which theme a path uses: the Baby Steps and Cricket Academy pages have their own. */
export function themeNameForPath(pathname: string): SiteThemeName {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (under('/baby-steps') || under('/wings/baby-steps')) return 'nursery';
  if (under('/cricket-academy') || under('/wings/cricket-academy')) return 'cricket';
  return 'main';
}
