import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * A parent's request waiting for its one-time code (/privacy/request): the code and the ticket the
 * page carries are kept only as hashes, for PRIVACY_CODE_MINUTES and PRIVACY_CODE_TRIES wrong tries.
 * The request exists (privacy_requests) only once the code is entered; this row goes then.
 */
export const privacyRequestCodes = pgTable('privacy_request_codes', {
  id: id(),
  ticketHash: text('ticket_hash').notNull().unique(),
  codeHash: text('code_hash').notNull(),
  email: text('email').notNull(),
  kind: text('kind').$type<'see' | 'correct' | 'erase'>().notNull(),
  correction: text('correction').notNull().default(''),
  locale: text('locale').$type<'en' | 'hi'>().notNull().default('en'),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A parent's proved request to see, correct or erase their data (Admin > Privacy > Requests). */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    kind: text('kind').$type<'see' | 'correct' | 'erase'>().notNull(),
    email: text('email').notNull(),
    correction: text('correction').notNull().default(''),
    locale: text('locale').$type<'en' | 'hi'>().notNull().default('en'),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    answer: text('answer').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('privacy_requests_status_due_idx').on(t.status, t.dueAt)],
);

/** The breach register (Admin > Privacy > Incidents). */
export const privacyIncidents = pgTable('privacy_incidents', {
  id: id(),
  what: text('what').notNull(),
  foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
  dataAffected: text('data_affected').notNull(),
  people: integer('people').notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
  noticeText: text('notice_text').notNull().default(''),
  /** The notice in Hindi, for the parents whose enquiry was in Hindi. */
  noticeTextHi: text('notice_text_hi').notNull().default(''),
  /** When an admin last approved sending it, and how many mails that queued in all (the outbox sends them). */
  noticeApprovedAt: timestamp('notice_approved_at', { withTimezone: true }),
  noticeQueued: integer('notice_queued').notNull().default(0),
  ...timestamps(),
});
