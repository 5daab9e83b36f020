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
} as const;
