import type { GalleryCategorySlug } from '@skp/shared';

/** The route table of SPEC §2. */
export const PATHS = {
  home: '/',
  about: '/about',
  academics: '/academics',
  contact: '/contact',
  admissions: '/admissions',
  campus: '/campus',
  babySteps: '/baby-steps',
  babyStepsWing: '/wings/baby-steps',
  cricketAcademy: '/cricket-academy',
  cricketAcademyWing: '/wings/cricket-academy',
  gallery: '/gallery/:slug',
} as const;

export function galleryPath(slug: GalleryCategorySlug | string): string {
  return `/gallery/${slug}`;
}
