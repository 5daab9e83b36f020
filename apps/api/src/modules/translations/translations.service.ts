import { createHash } from 'node:crypto';
import {
  isLegacyHindiFontText,
  LEGACY_FONT_MESSAGE,
  type Locale,
  type RecordTranslation,
  type TranslatableEntity,
  type TranslationCounts,
  type TranslationLocale,
  type TranslationState,
  type TranslationStatus,
  type TranslationTodo,
} from '@skp/shared';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditSink } from '../../lib/actor';
import { sanitizeRichText } from '../../lib/rich-text';
import {
  fieldLabelOf,
  translatableEntity,
  TRANSLATABLE_ENTITIES,
  type TranslatableEntityDefinition,
  type TranslatableEntityName,
} from './translation-registry';
import type { EnglishRecord, TranslationRow, TranslationsRepository } from './translations.repository';

/** A row as a Hindi page gets it: translated where a translation exists, plus what is still English. */
export type Localized<T> = T & {
  /** Fields (list items as `paragraphs.2`) shown in English because no translation exists. */
  fallbackFields: string[];
};

/** One translatable value of a record: a text field, or one item of a list field. */
interface SourceField {
  field: string;
  label: string;
  multiline: boolean;
  /** Formatted HTML: a translation is held to the same allow-list as the English (lib/rich-text.ts). */
  richText: boolean;
  english: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The hash of the English a translation was made from: when the English changes, so does this. */
export function sourceHash(english: string): string {
  return createHash('sha256').update(english).digest('base64url').slice(0, 22);
}

function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function writePath<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  const record = { ...(value as Record<string, unknown>) };
  record[key!] = rest.length === 0 ? next : writePath(record[key!] ?? {}, rest.join('.'), next);
  return record as T;
}

/** A record's translatable values, list fields expanded item by item, in the registry's order. */
function sourceFields(definition: TranslatableEntityDefinition, values: unknown): SourceField[] {
  const fields: SourceField[] = [];
  for (const [field, kind] of Object.entries(definition.fields)) {
    const value = readPath(values, field);
    if (kind === 'list') {
      const items = Array.isArray(value) ? value : [];
      items.forEach((item, index) =>
        fields.push({
          field: `${field}.${index}`,
          label: `${fieldLabelOf(definition, field)} ${index + 1}`,
          multiline: true,
          richText: false,
          english: String(item ?? ''),
        }),
      );
    } else {
      fields.push({
        field,
        label: fieldLabelOf(definition, field),
        multiline: kind === 'multiline' || kind === 'richText',
        richText: kind === 'richText',
        english: typeof value === 'string' ? value : '',
      });
    }
  }
  return fields;
}

function stateOf(source: SourceField, translation: TranslationRow | undefined): TranslationState {
  if (!translation) return 'missing';
  return translation.sourceHash === sourceHash(source.english) ? 'current' : 'needs-review';
}

/** Translations by record id, then by field. */
function byRecord(rows: TranslationRow[]): Map<string, Map<string, TranslationRow>> {
  const records = new Map<string, Map<string, TranslationRow>>();
  for (const row of rows) {
    const fields = records.get(row.entityId) ?? new Map<string, TranslationRow>();
    fields.set(row.field, row);
    records.set(row.entityId, fields);
  }
  return records;
}

/** `values` with every translated value put in place; the fields that stayed English. */
function applyTranslations<T>(
  definition: TranslatableEntityDefinition,
  values: T,
  translations: Map<string, TranslationRow> | undefined,
): Localized<T> {
  let localized = values;
  const fallbackFields: string[] = [];
  for (const [field, kind] of Object.entries(definition.fields)) {
    const english = readPath(values, field);
    if (kind === 'list') {
      if (!Array.isArray(english)) continue;
      const items = english.map((item: unknown, index) => {
        const translated = translations?.get(`${field}.${index}`);
        if (!translated && item) fallbackFields.push(`${field}.${index}`);
        return translated ? translated.value : item;
      });
      localized = writePath(localized, field, items);
    } else {
      if (typeof english !== 'string') continue;
      const translated = translations?.get(field);
      if (translated) localized = writePath(localized, field, translated.value);
      else if (english) fallbackFields.push(field);
    }
  }
  return { ...localized, fallbackFields };
}

function definitionOf(entity: string): TranslatableEntityDefinition {
  const definition = translatableEntity(entity);
  if (!definition)
    throw new ValidationError(`'${entity}' has no translatable text`, {
      entity: [`must be one of: ${Object.keys(TRANSLATABLE_ENTITIES).join(', ')}`],
    });
  return definition;
}

export function createTranslationsService(deps: { repository: TranslationsRepository; audit: AuditSink }) {
  const { repository, audit } = deps;

  /** The English of one record; 404 when it does not exist. */
  async function englishRecord(entity: string, id: string): Promise<EnglishRecord> {
    const definition = definitionOf(entity);
    const notFound = new NotFoundError(`No ${definition.label.toLowerCase()} record '${id}' to translate`);
    if (definition.kind === 'singleton') {
      const key = Object.hasOwn(definition.records, id) ? definition.records[id] : undefined;
      if (!key) throw notFound;
      const values = (await repository.englishSettings([key])).get(key);
      if (!values) throw notFound;
      return { id, values };
    }
    if (!UUID.test(id)) throw notFound;
    const [row] = await repository.englishRows(definition, [id]);
    if (!row) throw notFound;
    return row;
  }

  function recordLabel(definition: TranslatableEntityDefinition, record: EnglishRecord): string {
    if (definition.kind === 'singleton') return definition.recordLabel(record.id);
    const name = record.values[definition.nameField];
    return typeof name === 'string' && name ? name : record.id;
  }

  async function getRecord(
    entity: string,
    id: string,
    locale: TranslationLocale,
  ): Promise<RecordTranslation> {
    const definition = definitionOf(entity);
    const record = await englishRecord(entity, id);
    const translations = byRecord(await repository.find(entity, locale, [id])).get(id);
    return {
      entity,
      entityId: id,
      locale,
      label: recordLabel(definition, record),
      fields: sourceFields(definition, record.values).map((source) => {
        const translation = translations?.get(source.field);
        return {
          ...source,
          value: translation?.value ?? null,
          state: stateOf(source, translation),
          updatedAt: translation?.updatedAt.toISOString() ?? null,
          updatedBy: translation?.updatedBy || null,
        };
      }),
    };
  }

  /** Every record of an entity with its English, for the counts. */
  async function allRecords(definition: TranslatableEntityDefinition): Promise<EnglishRecord[]> {
    if (definition.kind === 'collection') return repository.englishRows(definition);
    const stored = await repository.englishSettings(Object.values(definition.records));
    return Object.entries(definition.records).flatMap(([id, key]) => {
      const values = stored.get(key);
      return values ? [{ id, values }] : [];
    });
  }

  return {
    /** The registry as the admin sees it. */
    entities(): TranslatableEntity[] {
      return Object.entries(TRANSLATABLE_ENTITIES).map(([entity, definition]) => ({
        entity,
        label: definition.label,
        resource: definition.resource,
        singleton: definition.kind === 'singleton',
        pages: [...definition.pages],
        fields: Object.entries(definition.fields).map(([field, kind]) => ({
          field,
          label: fieldLabelOf(definition, field),
          kind,
        })),
      }));
    },

    /**
     * The public pages' seam: `rows` (as the entity's service returns them) with each translatable
     * field in `locale` where a translation exists, English otherwise (named in `fallbackFields`).
     * One query for all the rows; English (`locale` 'en') costs none.
     */
    async localize<T extends { _id: string }>(
      entity: TranslatableEntityName,
      rows: readonly T[],
      locale: Locale,
    ): Promise<Localized<T>[]> {
      const definition = definitionOf(entity);
      if (locale === 'en' || rows.length === 0) return rows.map((row) => ({ ...row, fallbackFields: [] }));
      const translations = byRecord(
        await repository.find(
          entity,
          locale,
          rows.map((row) => row._id),
        ),
      );
      return rows.map((row) => applyTranslations(definition, row, translations.get(row._id)));
    },

    /** The same for a singleton's value (a page's text, the contact details, ...); `id` as in the registry. */
    async localizeSingleton<T extends object>(
      entity: TranslatableEntityName,
      id: string,
      value: T,
      locale: Locale,
    ): Promise<Localized<T>> {
      const definition = definitionOf(entity);
      if (locale === 'en') return { ...value, fallbackFields: [] };
      const translations = byRecord(await repository.find(entity, locale, [id])).get(id);
      return applyTranslations(definition, value, translations);
    },

    getRecord,

    /**
     * Saves some fields' translations of one record (an empty value removes that translation), each
     * stamped with the hash of the English it translates; one transaction with its audit entry.
     */
    async putRecord(
      entity: string,
      id: string,
      locale: TranslationLocale,
      values: Record<string, string>,
      actor: Actor,
    ): Promise<RecordTranslation> {
      const definition = definitionOf(entity);
      if (Object.keys(values).length === 0)
        throw new ValidationError('Nothing to save: values is empty', {
          values: ['give at least one field'],
        });
      const record = await englishRecord(entity, id);
      const sources = new Map(
        sourceFields(definition, record.values).map((source) => [source.field, source]),
      );
      const fieldErrors: Record<string, string[]> = {};
      for (const [field, value] of Object.entries(values)) {
        if (!sources.has(field))
          fieldErrors[field] = [`is not a translatable field of ${definition.label.toLowerCase()}`];
        else if (isLegacyHindiFontText(value)) fieldErrors[field] = [LEGACY_FONT_MESSAGE];
      }
      const problems = Object.keys(fieldErrors);
      if (problems.length > 0) {
        const first = fieldErrors[problems[0]!]![0]!;
        throw new ValidationError(
          first === LEGACY_FONT_MESSAGE ? first : `Unknown field '${problems[0]}': ${first}`,
          fieldErrors,
        );
      }
      // Formatted text: refused (400 naming the problem) with a script or an event handler, else cut
      // to the allow-list, before anything is written.
      const cleaned = Object.fromEntries(
        Object.entries(values).map(([field, raw]) => [
          field,
          sources.get(field)!.richText ? sanitizeRichText(field, raw) : raw,
        ]),
      );
      const before = await getRecord(entity, id, locale);
      await audit.transaction(async () => {
        for (const [field, raw] of Object.entries(cleaned)) {
          const value = raw.trim();
          if (value === '') await repository.remove(entity, id, locale, field);
          else
            await repository.upsert({
              entity,
              entityId: id,
              locale,
              field,
              value,
              sourceHash: sourceHash(sources.get(field)!.english),
              updatedBy: actor.email,
            });
        }
        const previous = Object.fromEntries(before.fields.map((field) => [field.field, field.value]));
        await audit.record({
          actor,
          action: 'translate',
          entity: `translation:${entity}`,
          entityId: id,
          before: Object.fromEntries(
            Object.keys(values).map((field) => [`${locale}:${field}`, previous[field] ?? null]),
          ),
          after: Object.fromEntries(
            Object.entries(cleaned).map(([field, value]) => [`${locale}:${field}`, value.trim() || null]),
          ),
        });
      });
      return getRecord(entity, id, locale);
    },

    /** What is missing or needs review, per entity and per record, with the counts for the admin home. */
    async status(locale: TranslationLocale): Promise<TranslationStatus> {
      const translations = await repository.findByLocale(locale);
      const byEntity = new Map<string, TranslationRow[]>();
      for (const row of translations) byEntity.set(row.entity, [...(byEntity.get(row.entity) ?? []), row]);
      const entities: TranslationCounts[] = [];
      const todo: TranslationTodo[] = [];
      for (const [entity, definition] of Object.entries(TRANSLATABLE_ENTITIES)) {
        const records = await allRecords(definition);
        const translated = byRecord(byEntity.get(entity) ?? []);
        const counts = { fields: 0, current: 0, missing: 0, needsReview: 0 };
        for (const record of records) {
          const missing: string[] = [];
          const needsReview: string[] = [];
          for (const source of sourceFields(definition, record.values)) {
            if (!source.english.trim()) continue;
            counts.fields += 1;
            const state = stateOf(source, translated.get(record.id)?.get(source.field));
            if (state === 'missing') missing.push(source.field);
            else if (state === 'needs-review') needsReview.push(source.field);
            else counts.current += 1;
          }
          counts.missing += missing.length;
          counts.needsReview += needsReview.length;
          if (missing.length + needsReview.length > 0)
            todo.push({
              entity,
              entityId: record.id,
              label: recordLabel(definition, record),
              resource: definition.resource,
              missing,
              needsReview,
            });
        }
        entities.push({
          entity,
          label: definition.label,
          resource: definition.resource,
          pages: [...definition.pages],
          ...counts,
        });
      }
      const totals = entities.reduce(
        (sum, counts) => ({
          fields: sum.fields + counts.fields,
          current: sum.current + counts.current,
          missing: sum.missing + counts.missing,
          needsReview: sum.needsReview + counts.needsReview,
        }),
        { fields: 0, current: 0, missing: 0, needsReview: 0 },
      );
      return { locale, totals, entities, todo };
    },

    /** Collection tables whose delete trigger is missing (their translations would outlive them). */
    async tablesWithoutCleanup(): Promise<string[]> {
      const present = new Set(await repository.cleanupTriggerTables());
      return Object.values(TRANSLATABLE_ENTITIES)
        .filter((definition) => definition.kind === 'collection')
        .map((definition) => repository.tableName(definition))
        .filter((table) => !present.has(table));
    },
  };
}
export type TranslationsService = ReturnType<typeof createTranslationsService>;
