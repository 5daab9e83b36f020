export const HERO_SECTIONS = [
  'home',
  'cricket-academy',
  'baby-steps',
  'about',
  'contact',
  'academics',
  'admissions',
  'campus',
] as const;
export type HeroSection = (typeof HERO_SECTIONS)[number];

export const GALLERY_CATEGORIES = [
  { slug: 'buildings-infrastructure', name: 'Buildings and Infrastructure' },
  { slug: 'games-sports', name: 'Games and Sports' },
  { slug: 'academic-cultural-events', name: 'Academic and Cultural Events' },
  { slug: 'hostel', name: 'Hostel' },
  { slug: 'cricket-academy', name: 'Cricket Academy' },
  { slug: 'baby-steps', name: 'Baby Steps' },
] as const;
export type GalleryCategorySlug = (typeof GALLERY_CATEGORIES)[number]['slug'];
export type GalleryCategoryName = (typeof GALLERY_CATEGORIES)[number]['name'];
export const GALLERY_SLUGS = GALLERY_CATEGORIES.map((c) => c.slug) as [
  GalleryCategorySlug,
  ...GalleryCategorySlug[],
];

/** Accepts a slug or a category name (any case) and returns the slug, or undefined. */
export function galleryCategorySlug(value: string): GalleryCategorySlug | undefined {
  const needle = value.trim().toLowerCase();
  return GALLERY_CATEGORIES.find((c) => c.slug === needle || c.name.toLowerCase() === needle)?.slug;
}
export function galleryCategoryName(slug: GalleryCategorySlug): GalleryCategoryName {
  return GALLERY_CATEGORIES.find((c) => c.slug === slug)!.name;
}

export const FACULTY_DEPARTMENTS = [
  'Administration',
  'Science',
  'Languages',
  'Mathematics',
  'Primary Education',
  'Technology',
  'Social Studies',
  'Physical Education',
  'Arts',
  'Computer Science',
] as const;

export const CURRICULUM_LEVELS = ['Pre-Primary', 'Primary', 'Secondary', 'Higher Secondary'] as const;
export const CURRICULUM_ICONS = [
  'School',
  'Book',
  'Science',
  'Computer',
  'Person',
  'Language',
  'SportsSoccer',
  'MusicNote',
  'Brush',
  'Psychology',
  'Group',
] as const;
export const ACTIVITY_ICONS = [
  'SportsSoccer',
  'Palette',
  'Book',
  'Group',
  'MusicNote',
  'Brush',
  'Science',
  'Computer',
  'Calculate',
  'Language',
  'TheaterComedy',
  'EmojiEvents',
] as const;

export const NOTICE_PRIORITIES = ['low', 'medium', 'high'] as const;
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export const CONTENT_PAGES = ['home', 'about', 'academics', 'admissions', 'contact'] as const;

export const MAP_LOCATION = { latitude: 24.4778, longitude: 86.6877, zoom: 18 } as const;

export const BABY_STEPS_AGE_GROUPS = [
  { name: 'Play Zone', ages: '1.5-2.5 years' },
  { name: 'Prep Zone', ages: '2.5-3.5 years' },
  { name: 'Nursery', ages: '3.5-4.5 years' },
  { name: 'Kindergarten', ages: '4.5-5.5 years' },
] as const;

export const ADMISSION_STEPS = [
  'Application Submission',
  'Document Verification',
  'Entrance Assessment',
  'Interview',
  'Admission Confirmation',
] as const;

export const SCHOOL_HOUSES = [
  { name: 'Brikodar', colour: 'purple' },
  { name: 'Einstein', colour: 'green' },
  { name: 'Shivaji', colour: 'yellow' },
  { name: 'Tagore', colour: 'red' },
] as const;

/** docs/requirements.md#limits: Home shows 5 notices (by Order) and 5 upcoming events. */
export const HOME_NOTICES_COUNT = 5;
export const HOME_EVENTS_COUNT = 5;

/** The school's time zone: "today" for upcoming events. */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';
