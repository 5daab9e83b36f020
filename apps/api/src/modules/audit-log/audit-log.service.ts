import type { AuditEntry, AuditLogQuery, Pagination } from '@skp/shared';
import type { Actor } from '../../lib/actor';
import { serializeRow } from '../../lib/serialize';
import type { AuditLogRepository } from './audit-log.repository';

export interface AuditRecord {
  actor: Actor | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /password|token|hash|secret/i;
const MAX_STRING = 300;
const MAX_ITEMS = 20;

/** A compact copy of a value for the log: long text cut, images reduced to their URL, secrets dropped. */
export function summarize(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value !== 'object') return value;
  if (depth > 4) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => summarize(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.url === 'string' && Array.isArray(record.variants)) return record.url;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(record)) {
    if (SECRET_KEYS.test(key)) continue;
    if (key === 'createdAt' || key === 'updatedAt' || key === 'placeholder') continue;
    out[key] = summarize(entry, depth + 1);
  }
  return out;
}

export function createAuditLogService(repository: AuditLogRepository) {
  return {
    transaction: repository.transaction,

    async record(entry: AuditRecord): Promise<void> {
      await repository.insert({
        userId: entry.actor?.id ?? null,
        userEmail: entry.actor?.email ?? '',
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        before: summarize(entry.before),
        after: summarize(entry.after),
      });
    },

    /**
     * Takes `keys` out of the before/after of the entries about these records (erased personal data:
     * an enquiry's note). The entries stay, with who did what and when.
     */
    redact(entity: string, ids: string[], keys: string[]): Promise<number> {
      return repository.redact(entity, ids, keys);
    },

    async list(query: AuditLogQuery): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
      const page = await repository.list(query);
      return { entries: page.items.map((row) => serializeRow(row)), pagination: page.pagination };
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
