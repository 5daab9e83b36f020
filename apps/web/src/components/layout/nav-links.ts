/** The five header links of SPEC §2, in order. */
export const NAV_LINKS = [
  { label: 'About us', to: '/about' },
  { label: 'Academics', to: '/academics' },
  { label: 'Contact', to: '/contact' },
  { label: 'Admissions', to: '/admissions' },
  { label: 'Campus', to: '/campus' },
] as const;
