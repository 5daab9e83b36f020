import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CURRICULUM_LEVELS,
  EVENT_STATUSES,
  FACULTY_DEPARTMENTS,
  HeroSection,
  NOTICE_PRIORITIES,
  Publication,
} from '@skp/shared';
import { id, sortOrder, stringArray, textCol, timestamps } from './columns';
import { mediaFiles } from './media';

/**
 * The uploaded picture or video a content row shows: its key in the media table, whose facts the
 * repositories join in (lib/media-join.ts). A media row still shown cannot be deleted (RESTRICT): the
 * app removes a file's row only once no row names it (lib/content-writer.ts), so a delete that would
 * leave a row without its picture's facts is a bug the database refuses.
 */
const mediaKey = () => text('media_key').references(() => mediaFiles.key, { onDelete: 'restrict' });

const publication = () => ({
  publication: text('publication').$type<Publication>().notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  expireAt: timestamp('expire_at', { withTimezone: true }),
});

export const notices = pgTable(
  'notices',
  {
    id: id(),
    title: text('title').notNull(),
    /** The page address, /notices/<slug>: from the title, kept when the title is edited (lib/slugs.ts). */
    // Rows added by hand in SQL get a placeholder address, so they still have a page.
    slug: text('slug')
      .notNull()
      .default(sql`'notice-' || left(gen_random_uuid()::text, 8)`),
    description: textCol('description'),
    /** Sanitized HTML from the admin's rich-text editor (lib/rich-text.ts). */
    body: textCol('body'),
    /** What staff paste into WhatsApp groups; empty = title, date and link. */
    shareText: textCol('share_text'),
    /** The notice's picture for its page and link previews (uploaded image or web address). */
    imageUrl: textCol('image_url'),
    mediaKey: mediaKey(),
    /** Storage key of the generated link-preview card (PNG), made when the notice is saved. */
    shareCard: text('share_card'),
    type: text('type').notNull().default('General'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    pdfFile: text('pdf_file'),
    order: sortOrder(),
    priority: text('priority').$type<(typeof NOTICE_PRIORITIES)[number]>().notNull().default('medium'),
    ...publication(),
    ...timestamps(),
  },
  (t) => [
    index('notices_media_key_idx').on(t.mediaKey),
    uniqueIndex('notices_slug_idx').on(t.slug),
    index('notices_order_idx').on(t.order),
    index('notices_date_idx').on(t.date),
    index('notices_type_idx').on(t.type),
    index('notices_priority_idx').on(t.priority),
    index('notices_title_idx').on(t.title),
    index('notices_created_idx').on(t.createdAt),
    // What the public may see now (publishedNow): counts of the public lists are index-only scans.
    index('notices_live_idx').on(t.publication, t.publishAt, t.expireAt),
    // Search (ILIKE '%q%' on these columns, lib/pagination.ts searchCondition): trigram indexes.
    index('notices_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('notices_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('notices_type_trgm_idx').using('gin', t.type.op('gin_trgm_ops')),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text('title').notNull(),
    description: textCol('description'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    pdfFile: text('pdf_file'),
    type: text('type').notNull().default('General'),
    status: text('status').$type<(typeof EVENT_STATUSES)[number]>().notNull().default('upcoming'),
    location: textCol('location'),
    order: sortOrder(),
    registrations: integer('registrations').notNull().default(0),
    /** The event's own page: /events/<slug>. */
    slug: text('slug').notNull(),
    /** Sanitized HTML (lib/rich-text.ts). */
    body: textCol('body'),
    picture: textCol('picture'),
    mediaKey: mediaKey(),
    /** What staff paste into WhatsApp groups; empty means the generated one. */
    shareText: textCol('share_text'),
    ...publication(),
    ...timestamps(),
  },
  (t) => [
    index('events_media_key_idx').on(t.mediaKey),
    uniqueIndex('events_slug_idx').on(t.slug),
    index('events_order_idx').on(t.order),
    index('events_date_idx').on(t.date),
    index('events_type_idx').on(t.type),
    // Home's upcoming events: status = 'upcoming' ordered by date (then the tiebreakers).
    index('events_status_date_idx').on(t.status, t.date, t.createdAt, t.id),
    index('events_location_idx').on(t.location),
    index('events_title_idx').on(t.title),
    index('events_created_idx').on(t.createdAt),
    index('events_live_idx').on(t.publication, t.status, t.publishAt, t.expireAt),
    index('events_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('events_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('events_type_trgm_idx').using('gin', t.type.op('gin_trgm_ops')),
    index('events_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
  ],
);

export const leaders = pgTable(
  'leaders',
  {
    id: id(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    title: textCol('title'),
    shortMessage: textCol('short_message'),
    message: textCol('message'),
    paragraphMessage: stringArray('paragraph_message'),
    experience: textCol('experience'),
    profileImageFile: text('profile_image_file'),
    profileImageName: text('profile_image_name'),
    mediaKey: mediaKey(),
    displayOrder: sortOrder('display_order'),
    featured: boolean('featured').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('leaders_media_key_idx').on(t.mediaKey),
    index('leaders_display_order_idx').on(t.displayOrder),
    index('leaders_role_idx').on(t.role),
    index('leaders_name_idx').on(t.name),
  ],
);

export const faculty = pgTable(
  'faculty',
  {
    id: id(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    department: text('department').$type<(typeof FACULTY_DEPARTMENTS)[number]>().notNull(),
    expertise: jsonb('expertise').$type<string[] | string>().notNull().default([]),
    experience: textCol('experience'),
    education: textCol('education'),
    image: textCol('image'),
    mediaKey: mediaKey(),
    order: sortOrder(),
    ...timestamps(),
  },
  (t) => [
    index('faculty_media_key_idx').on(t.mediaKey),
    index('faculty_order_idx').on(t.order),
    index('faculty_department_idx').on(t.department),
    index('faculty_name_idx').on(t.name),
  ],
);

export const curriculumLevels = pgTable(
  'curriculum_levels',
  {
    id: id(),
    level: text('level').$type<(typeof CURRICULUM_LEVELS)[number]>().notNull(),
    age: textCol('age'),
    description: textCol('description'),
    order: sortOrder(),
    subjects: stringArray('subjects'),
    activities: stringArray('activities'),
    icon: text('icon').notNull().default('Book'),
    ...timestamps(),
  },
  (t) => [index('curriculum_order_idx').on(t.order), index('curriculum_level_idx').on(t.level)],
);

export const feeStructures = pgTable(
  'fee_structures',
  {
    id: id(),
    level: text('level').notNull(),
    admissionFee: integer('admission_fee').notNull().default(0),
    monthlyFee: integer('monthly_fee').notNull().default(0),
    annualFee: integer('annual_fee').notNull().default(0),
    otherCharges: integer('other_charges').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    displayOrder: sortOrder('display_order'),
    ...timestamps(),
  },
  (t) => [index('fees_display_order_idx').on(t.displayOrder), index('fees_level_idx').on(t.level)],
);

export const activityGroups = pgTable(
  'activity_groups',
  {
    id: id(),
    category: text('category').notNull(),
    icon: text('icon').notNull().default('EmojiEvents'),
    activities: stringArray('activities'),
    order: sortOrder(),
    ...timestamps(),
  },
  (t) => [index('activity_groups_order_idx').on(t.order)],
);

const documentColumns = () => ({
  id: id(),
  title: text('title').notNull(),
  description: textCol('description'),
  file: text('file'),
  fileName: text('file_name'),
  order: sortOrder(),
  ...timestamps(),
});
export const policies = pgTable('policies', documentColumns(), (t) => [
  index('policies_order_idx').on(t.order),
]);
export const mandatoryDisclosures = pgTable('mandatory_disclosures', documentColumns(), (t) => [
  index('disclosures_order_idx').on(t.order),
]);

export const heroImages = pgTable(
  'hero_images',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    altText: textCol('alt_text'),
    title: textCol('title'),
    order: sortOrder(),
    section: text('section').$type<HeroSection>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    mediaKey: mediaKey(),
    ...timestamps(),
  },
  (t) => [
    index('hero_images_media_key_idx').on(t.mediaKey),
    index('hero_images_section_idx').on(t.section, t.isActive, t.order),
  ],
);

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    title: textCol('title'),
    description: textCol('description'),
    altText: textCol('alt_text'),
    category: text('category').notNull(),
    starred: boolean('starred').notNull().default(false),
    order: sortOrder(),
    mediaKey: mediaKey(),
    ...timestamps(),
  },
  (t) => [
    index('gallery_photos_media_key_idx').on(t.mediaKey),
    index('gallery_category_idx').on(t.category, t.order, t.createdAt),
    // The cover of a category: its starred photo, else the first in order.
    index('gallery_cover_idx').on(t.category, t.starred.desc().nullsFirst(), t.order, t.createdAt, t.id),
    index('gallery_starred_idx').on(t.starred),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    year: text('year').notNull(),
    title: text('title').notNull(),
    description: textCol('description'),
    order: sortOrder(),
    ...timestamps(),
  },
  (t) => [index('milestones_order_idx').on(t.order)],
);

export const alumni = pgTable(
  'alumni',
  {
    id: id(),
    name: text('name').notNull(),
    imageUrl: textCol('image_url'),
    graduationYear: textCol('graduation_year'),
    currentPost: textCol('current_post'),
    achievements: textCol('achievements'),
    order: sortOrder(),
    mediaKey: mediaKey(),
    ...timestamps(),
  },
  (t) => [index('alumni_media_key_idx').on(t.mediaKey), index('alumni_order_idx').on(t.order)],
);

export const alumniCards = pgTable(
  'alumni_cards',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull(),
    subtitle: textCol('subtitle'),
    order: sortOrder(),
    mediaKey: mediaKey(),
    ...timestamps(),
  },
  (t) => [index('alumni_cards_media_key_idx').on(t.mediaKey), index('alumni_cards_order_idx').on(t.order)],
);

export const studentLifeEvents = pgTable(
  'student_life_events',
  {
    id: id(),
    title: text('title').notNull(),
    description: textCol('description'),
    image: textCol('image'),
    order: sortOrder(),
    mediaKey: mediaKey(),
    ...timestamps(),
  },
  (t) => [
    index('student_life_events_media_key_idx').on(t.mediaKey),
    index('student_life_order_idx').on(t.order),
  ],
);

export const trainingPrograms = pgTable(
  'training_programs',
  {
    id: id(),
    levelName: text('level_name').notNull(),
    ageRange: textCol('age_range'),
    tagline: textCol('tagline'),
    highlights: stringArray('highlights'),
    monthlyFee: integer('monthly_fee').notNull().default(0),
    order: sortOrder(),
    ...timestamps(),
  },
  (t) => [index('training_programs_order_idx').on(t.order)],
);

export const coaches = pgTable(
  'coaches',
  {
    id: id(),
    name: text('name').notNull(),
    designation: textCol('designation'),
    experience: textCol('experience'),
    description: textCol('description'),
    imageUrl: textCol('image_url'),
    mediaKey: mediaKey(),
    achievements: jsonb('achievements')
      .$type<{ title: string; description: string }[] | string>()
      .notNull()
      .default([]),
    skills: stringArray('skills'),
    order: sortOrder(),
    ...timestamps(),
  },
  (t) => [index('coaches_media_key_idx').on(t.mediaKey), index('coaches_order_idx').on(t.order)],
);

/** Singletons (contact info, admission info, Baby Steps admission, cricket contact, page copy), one row each. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
