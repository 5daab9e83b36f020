/** The five header links of docs/requirements.md#header, in order. */
export const NAV_LINKS = [
  { key: 'nav.about', to: '/about' },
  { key: 'nav.academics', to: '/academics' },
  { key: 'nav.contact', to: '/contact' },
  { key: 'nav.admissions', to: '/admissions' },
  { key: 'nav.campus', to: '/campus' },
] as const;
