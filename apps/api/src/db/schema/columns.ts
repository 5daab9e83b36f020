import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export const sortOrder = (name = 'order') => integer(name).notNull().default(0);
export const textCol = (name: string) => text(name).notNull().default('');
export const stringArray = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);
