import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<'admin' | 'editor'>().notNull().default('editor'),
  ...timestamps(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Self-service password reset links: one token (stored hashed) per request, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server instance (plugins/rate-limits.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    /** When the current window ends; the pruner deletes rows past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: uuid('user_id'),
    userEmail: text('user_email').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity)],
);

/** Enquiries and admission enquiries; also the mail outbox (delivery, attempts, nextAttemptAt). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    kind: text('kind').$type<'enquiry' | 'admission'>().notNull().default('enquiry'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<'new' | 'handled'>().notNull().default('new'),
    delivery: text('delivery').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Who marked it handled (the signed-in staff member's name), when, and what was said. */
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    /** The privacy notice version in force when it was sent, the page's language, when consent was given. */
    noticeVersion: integer('notice_version'),
    locale: text('locale').$type<'en' | 'hi'>().notNull().default('en'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_outbox_idx').on(t.delivery, t.nextAttemptAt),
    // Retention: enquiries whose last activity is older than the period are erased.
    index('enquiries_updated_idx').on(t.updatedAt),
  ],
);

/**
 * Enquiries erased after the retention period, counted per week (Monday, India time), kind and class
 * sought: the admin's figures keep them, without names.
 */
export const enquiryCounts = pgTable(
  'enquiry_counts',
  {
    week: date('week', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'enquiry' | 'admission'>().notNull(),
    classSought: text('class_sought').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.kind, t.classSought] })],
);

/**
 * The privacy notice's versions: a change of the data inventory or the privacy settings (or of the
 * school's name or the mail service) makes a new one. Each enquiry names the version in force when
 * it was sent; `content` is what that version said.
 */
export const privacyNoticeVersions = pgTable('privacy_notice_versions', {
  /** 1, 2, 3, ...: the next is the highest plus one (no sequence: a restored backup carries on from its rows). */
  version: integer('version').primaryKey(),
  hash: text('hash').notNull(),
  content: jsonb('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Translated text of any entity's field, beside the English kept in the entity's own table (which
 * no translation changes). `sourceHash` is the hash of the English value the translation was made
 * from: when the English hashes differently now, the translation needs review. Rows go with their
 * record: a trigger per translatable table deletes them in the deleting transaction.
 */
export const translations = pgTable(
  'translations',
  {
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    field: text('field').notNull(),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
    sourceHash: text('source_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.locale, t.field] })],
);
