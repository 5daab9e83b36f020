import { CONTENT_PAGES, type TranslatableFieldKind } from '@skp/shared';

/**
 * Which text fields of which entities staff translate. This is the one place to change: a new
 * translatable field is one entry in its entity's `fields`; a new collection entity is one entry
 * here plus the delete trigger of its table (see the translations migration; a test names a
 * missing one).
 *
 * Field names are the keys of the entity's public (API) shape, which are also its drizzle column
 * names; a singleton's field may be a dotted path into its stored value (`quickEnquiry.callNowLabel`).
 * A 'list' field is translated item by item (`paragraphs.0`, `paragraphs.1`, ...).
 */
interface EntityBase {
  label: string;
  /** The admin's react-admin resource (or settings screen id) where the record is edited. */
  resource: string;
  /** Public pages that show it (for the Translations view's "per page"). */
  pages: readonly string[];
  /** The content entity a translation write makes stale (content-entities.ts names). */
  contentEntity: string;
  fields: Readonly<Record<string, TranslatableFieldKind>>;
  /** A field's name as the entity's own form calls it, where its key reads badly ('body'). */
  fieldLabels?: Readonly<Record<string, string>>;
}

export interface CollectionEntity extends EntityBase {
  kind: 'collection';
  /** The drizzle table's export name in db/schema. */
  table: string;
  /** The field that names a record in lists (English). */
  nameField: string;
}

export interface SingletonEntity extends EntityBase {
  kind: 'singleton';
  /** The records: id -> site_settings key. */
  records: Readonly<Record<string, string>>;
  /** How a record is named in lists. */
  recordLabel(id: string): string;
}

export type TranslatableEntityDefinition = CollectionEntity | SingletonEntity;

function collection(
  label: string,
  table: string,
  pages: readonly string[],
  fields: EntityBase['fields'],
  options: { resource: string; nameField?: string; fieldLabels?: Record<string, string> },
): CollectionEntity {
  return {
    kind: 'collection',
    label,
    table,
    pages,
    fields,
    ...(options.fieldLabels ? { fieldLabels: options.fieldLabels } : {}),
    resource: options.resource,
    contentEntity: options.resource,
    nameField: options.nameField ?? 'title',
  };
}

const PAGE_PATHS: Record<(typeof CONTENT_PAGES)[number], string> = {
  home: '/',
  about: '/about',
  academics: '/academics',
  admissions: '/admissions',
  contact: '/contact',
};

export const TRANSLATABLE_ENTITIES = {
  announcements: collection(
    'Announcement banners',
    'announcements',
    ['/'],
    { text: 'multiline' },
    { resource: 'announcements', nameField: 'text' },
  ),
  notices: collection(
    'Notices',
    'notices',
    ['/', '/notices'],
    { title: 'line', description: 'multiline', body: 'richText' },
    { resource: 'notices', fieldLabels: { body: "Text of the notice's page" } },
  ),
  events: collection(
    'Events',
    'events',
    ['/', '/events'],
    { title: 'line', description: 'multiline', location: 'line', body: 'richText' },
    { resource: 'events', fieldLabels: { body: "Text of the event's page" } },
  ),
  leadership: collection(
    "Leaders' messages",
    'leaders',
    ['/about'],
    {
      role: 'line',
      title: 'line',
      shortMessage: 'multiline',
      message: 'multiline',
      paragraphMessage: 'list',
      experience: 'line',
    },
    { resource: 'leadership', nameField: 'name' },
  ),
  faculty: collection(
    'Faculty',
    'faculty',
    ['/academics'],
    { role: 'line', experience: 'line', education: 'line' },
    { resource: 'faculty', nameField: 'name' },
  ),
  curriculum: collection(
    'Curriculum',
    'curriculumLevels',
    ['/academics'],
    { age: 'line', description: 'multiline', subjects: 'list', activities: 'list' },
    { resource: 'curriculum', nameField: 'level' },
  ),
  fees: collection(
    'Fee structure',
    'feeStructures',
    ['/admissions'],
    { level: 'line' },
    {
      resource: 'fees',
      nameField: 'level',
    },
  ),
  activities: collection(
    'Activities',
    'activityGroups',
    ['/academics'],
    { category: 'line', activities: 'list' },
    { resource: 'activities', nameField: 'category' },
  ),
  policies: collection(
    'Policies',
    'policies',
    ['/'],
    { title: 'line', description: 'multiline' },
    {
      resource: 'policies',
    },
  ),
  'mandatory-disclosures': collection(
    'Disclosures',
    'mandatoryDisclosures',
    ['/mandatory-public-disclosure'],
    { title: 'line', description: 'multiline' },
    { resource: 'mandatory-disclosures' },
  ),
  'hero-images': collection(
    'Hero images (captions and alt text)',
    'heroImages',
    ['/', '/about', '/academics', '/admissions', '/contact'],
    { title: 'line', altText: 'line' },
    {
      resource: 'hero-images',
      nameField: 'title',
      fieldLabels: { altText: 'Describe the picture for someone who cannot see it' },
    },
  ),
  gallery: collection(
    'Gallery (captions and alt text)',
    'galleryPhotos',
    ['/campus', '/gallery'],
    { title: 'line', description: 'multiline', altText: 'line' },
    { resource: 'gallery', fieldLabels: { altText: 'Describe the photo for someone who cannot see it' } },
  ),
  milestones: collection(
    'Story & vision',
    'milestones',
    ['/about'],
    { title: 'line', description: 'multiline' },
    {
      resource: 'milestones',
    },
  ),
  alumni: collection(
    'Hall of Fame',
    'alumni',
    ['/about'],
    { currentPost: 'line', achievements: 'multiline' },
    { resource: 'alumni', nameField: 'name' },
  ),
  'alumni-cards': collection(
    'Alumni cards',
    'alumniCards',
    ['/about'],
    { title: 'line', subtitle: 'line' },
    {
      resource: 'alumni-cards',
    },
  ),
  'student-life': collection(
    'Student life',
    'studentLifeEvents',
    ['/campus'],
    { title: 'line', description: 'multiline' },
    { resource: 'student-life' },
  ),
  'training-programs': collection(
    'Cricket programs',
    'trainingPrograms',
    ['/wings/cricket-academy'],
    { levelName: 'line', ageRange: 'line', tagline: 'line', highlights: 'list' },
    { resource: 'training-programs', nameField: 'levelName' },
  ),
  coaches: collection(
    'Cricket coaches',
    'coaches',
    ['/wings/cricket-academy'],
    { designation: 'line', experience: 'line', description: 'multiline', skills: 'list' },
    { resource: 'coaches', nameField: 'name' },
  ),
  'page-content': {
    kind: 'singleton',
    label: 'Page text',
    resource: 'settings',
    pages: Object.values(PAGE_PATHS),
    contentEntity: 'settings',
    records: Object.fromEntries(CONTENT_PAGES.map((page) => [page, `content:${page}`])),
    recordLabel: (id: string) => `${id[0]?.toUpperCase()}${id.slice(1)} page`,
    fields: { title: 'line', tagline: 'multiline', paragraphs: 'list' },
  },
  contact: {
    kind: 'singleton',
    label: 'Contact details',
    resource: 'settings',
    pages: ['/contact'],
    contentEntity: 'settings',
    records: { contact: 'contact' },
    recordLabel: () => 'Contact details',
    fields: { address: 'multiline', officeHours: 'line' },
  },
  admission: {
    kind: 'singleton',
    label: 'Admission requirements',
    resource: 'settings',
    pages: ['/admissions'],
    contentEntity: 'settings',
    records: { admission: 'admission' },
    recordLabel: () => 'Admission requirements',
    fields: {
      'ageRequirements.prePrimary': 'line',
      'ageRequirements.primary': 'line',
      'ageRequirements.secondary': 'line',
      'ageRequirements.seniorSecondary': 'line',
      documentsRequired: 'list',
      academicRequirements: 'list',
    },
  },
  'baby-steps-admission': {
    kind: 'singleton',
    label: 'Baby Steps wing',
    resource: 'settings',
    pages: ['/wings/baby-steps'],
    contentEntity: 'settings',
    records: { 'baby-steps-admission': 'baby-steps-admission' },
    recordLabel: () => 'Baby Steps admission',
    fields: { title: 'line', subtitle: 'multiline' },
  },
  'cricket-academy-contact': {
    kind: 'singleton',
    label: 'Cricket Academy wing',
    resource: 'settings',
    pages: ['/wings/cricket-academy'],
    contentEntity: 'settings',
    records: { 'cricket-academy-contact': 'cricket-contact' },
    recordLabel: () => 'Cricket Academy contact',
    fields: {
      title: 'line',
      description: 'multiline',
      location: 'line',
      'quickEnquiry.scheduleVisitLabel': 'line',
      'quickEnquiry.downloadBrochureLabel': 'line',
      'quickEnquiry.callNowLabel': 'line',
    },
  },
} as const satisfies Record<string, TranslatableEntityDefinition>;

export type TranslatableEntityName = keyof typeof TRANSLATABLE_ENTITIES;
export type CollectionEntityName = {
  [K in TranslatableEntityName]: (typeof TRANSLATABLE_ENTITIES)[K]['kind'] extends 'collection' ? K : never;
}[TranslatableEntityName];

export function translatableEntity(name: string): TranslatableEntityDefinition | undefined {
  return Object.hasOwn(TRANSLATABLE_ENTITIES, name)
    ? (TRANSLATABLE_ENTITIES as Record<string, TranslatableEntityDefinition>)[name]
    : undefined;
}

/** A field's name in the admin: its form's own name where the entity gives one, else fieldLabel. */
export function fieldLabelOf(definition: TranslatableEntityDefinition, field: string): string {
  return definition.fieldLabels?.[field] ?? fieldLabel(field);
}

/** "shortMessage" -> "Short message", "quickEnquiry.callNowLabel" -> "Call now label". */
export function fieldLabel(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
}
