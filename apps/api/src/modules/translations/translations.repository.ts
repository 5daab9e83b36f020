import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client';
import * as schema from '../../db/schema/index';
import type { CollectionEntity } from './translation-registry';

export type TranslationRow = typeof schema.translations.$inferSelect;

/** One record's English source values, keyed by registry field (a singleton's whole stored value). */
export interface EnglishRecord {
  id: string;
  values: Record<string, unknown>;
}

function tableOf(entity: CollectionEntity): PgTable & { id: PgColumn } & Record<string, PgColumn> {
  const table = (schema as Record<string, unknown>)[entity.table];
  if (!table) throw new Error(`Translation registry: no table '${entity.table}' in db/schema`);
  return table as PgTable & { id: PgColumn } & Record<string, PgColumn>;
}

/** The translations table, and the English values translations are made from. */
export function createTranslationsRepository(db: Database) {
  const { translations, siteSettings } = schema;

  return {
    /** Checks at start-up that every registry table and column exists. */
    assertColumns(entity: CollectionEntity) {
      const table = tableOf(entity);
      for (const field of [entity.nameField, ...Object.keys(entity.fields)])
        if (!table[field]) throw new Error(`Translation registry: no column '${field}' in ${entity.table}`);
    },

    /** English rows of a collection: `ids`, or all of them. */
    async englishRows(entity: CollectionEntity, ids?: readonly string[]): Promise<EnglishRecord[]> {
      const table = tableOf(entity);
      const columns: Record<string, PgColumn> = { id: table.id };
      for (const field of [entity.nameField, ...Object.keys(entity.fields)]) columns[field] = table[field]!;
      const query = db.select(columns).from(table);
      const rows = ids ? await query.where(inArray(table.id, [...ids])) : await query;
      return rows.map((row) => ({ id: String(row.id), values: row }));
    },

    async englishSettings(keys: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** Translations of some records of one entity in one locale (all records when `ids` is omitted). */
    async find(entity: string, locale: string, ids?: readonly string[]): Promise<TranslationRow[]> {
      if (ids && ids.length === 0) return [];
      const conditions = [eq(translations.entity, entity), eq(translations.locale, locale)];
      if (ids) conditions.push(inArray(translations.entityId, [...ids]));
      return db
        .select()
        .from(translations)
        .where(and(...conditions));
    },

    async findByLocale(locale: string): Promise<TranslationRow[]> {
      return db.select().from(translations).where(eq(translations.locale, locale));
    },

    async upsert(row: Omit<TranslationRow, 'updatedAt'>): Promise<void> {
      await db
        .insert(translations)
        .values(row)
        .onConflictDoUpdate({
          target: [translations.entity, translations.entityId, translations.locale, translations.field],
          set: {
            value: row.value,
            sourceHash: row.sourceHash,
            updatedBy: row.updatedBy,
            updatedAt: sql`now()`,
          },
        });
    },

    async remove(entity: string, entityId: string, locale: string, field: string): Promise<void> {
      await db
        .delete(translations)
        .where(
          and(
            eq(translations.entity, entity),
            eq(translations.entityId, entityId),
            eq(translations.locale, locale),
            eq(translations.field, field),
          ),
        );
    },

    tableName: (entity: CollectionEntity) => getTableName(tableOf(entity)),

    /** The delete triggers that exist, by table name (each keeps one table's translations tidy). */
    async cleanupTriggerTables(): Promise<string[]> {
      const rows = await queryRows<{ table_name: string }>(
        db,
        sql`select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
            where t.tgname = 'delete_translations' and not t.tgisinternal`,
      );
      return rows.map((row) => row.table_name);
    },
  };
}
export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
