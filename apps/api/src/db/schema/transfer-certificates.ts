import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TcLookupResult } from '@skp/shared';
import { id, timestamps } from './columns';

/**
 * Transfer certificates: the register (one row per TC) with its scan's key in private storage (never
 * under /uploads) and the unguessable token of its QR link.
 */
export const transferCertificates = pgTable(
  'transfer_certificates',
  {
    id: id(),
    /** Normalized (normalizeTcNumber): trimmed, capitals. */
    tcNumber: text('tc_number').notNull(),
    admissionNumber: text('admission_number').notNull(),
    studentName: text('student_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    classLastStudied: text('class_last_studied').notNull(),
    dateOfLeaving: date('date_of_leaving', { mode: 'string' }).notNull(),
    dateOfIssue: date('date_of_issue', { mode: 'string' }).notNull(),
    scanKey: text('scan_key').notNull(),
    scanFileName: text('scan_file_name').notNull().default(''),
    scanSize: integer('scan_size').notNull().default(0),
    scanPages: integer('scan_pages').notNull().default(1),
    verifyToken: text('verify_token').notNull(),
    withdrawnOn: date('withdrawn_on', { mode: 'string' }),
    withdrawnReason: text('withdrawn_reason').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('transfer_certificates_tc_number_idx').on(t.tcNumber),
    uniqueIndex('transfer_certificates_verify_token_idx').on(t.verifyToken),
    index('transfer_certificates_created_idx').on(t.createdAt),
  ],
);

/**
 * Every public look-up (time, address, TC number as typed, found or not) for staff; a matching one
 * also holds the hash of its verified copy's short-lived link.
 */
export const tcLookups = pgTable(
  'tc_lookups',
  {
    id: id(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address').notNull(),
    tcNumber: text('tc_number').notNull(),
    result: text('result').$type<TcLookupResult>().notNull(),
    via: text('via').$type<'form' | 'qr'>().notNull().default('form'),
    certificateId: uuid('certificate_id').references(() => transferCertificates.id, { onDelete: 'set null' }),
    copyTokenHash: text('copy_token_hash'),
    copyExpiresAt: timestamp('copy_expires_at', { withTimezone: true }),
    /** The look-up's date at the school: the copy's watermark says it. */
    lookedUpOn: date('looked_up_on', { mode: 'string' }),
    copyServed: boolean('copy_served').notNull().default(false),
  },
  (t) => [
    index('tc_lookups_created_idx').on(t.createdAt),
    uniqueIndex('tc_lookups_copy_token_idx').on(t.copyTokenHash),
    index('tc_lookups_certificate_idx').on(t.certificateId),
  ],
);
