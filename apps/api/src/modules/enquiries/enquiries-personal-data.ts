import type { PersonalRecord } from '@skp/shared';
import type { AuditLogService } from '../audit-log/audit-log.service';
import type { PersonalDataSource } from '../../lib/personal-data';
import type { EnquiriesRepository, EnquiryRow } from './enquiries.repository';

const ADMISSION_DETAILS = ['studentName', 'dateOfBirth', 'classSought', 'parentName'] as const;
const CORRECTABLE = ['name', 'email', 'phone', 'message', ...ADMISSION_DETAILS] as const;

function record(row: EnquiryRow): PersonalRecord {
  return {
    source: 'enquiries',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    fields: {
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      ...Object.fromEntries(
        ADMISSION_DETAILS.flatMap((key) => (key in row.details ? [[key, row.details[key]!]] : [])),
      ),
      status: row.status,
      note: row.note,
      handledBy: row.handledBy ?? '',
      language: row.locale,
      noticeVersion: row.noticeVersion === null ? '' : String(row.noticeVersion),
      consentAt: row.consentAt?.toISOString() ?? '',
      delivery: row.delivery,
      lastActivity: row.updatedAt.toISOString(),
    },
  };
}

/** The enquiries of both kinds (Quick Enquiry and admission enquiry) as a source of personal data. */
export function enquiriesPersonalData(
  repository: EnquiriesRepository,
  audit: Pick<AuditLogService, 'redact'>,
): PersonalDataSource {
  return {
    name: 'enquiries',
    correctable: CORRECTABLE,
    async find(email) {
      return (await repository.findByEmail(email)).map(record);
    },
    async erase(email) {
      const ids = await repository.eraseByEmail(email);
      // The notes staff typed go from the enquiries' earlier audit entries too (as retention does).
      if (ids.length > 0) await audit.redact('enquiry', ids, ['note']);
      return ids;
    },
    async correct(email, id, fields) {
      const details: Record<string, string> = {};
      const own: { name?: string; email?: string; phone?: string; message?: string } = {};
      for (const [key, value] of Object.entries(fields)) {
        if ((ADMISSION_DETAILS as readonly string[]).includes(key)) details[key] = value;
        else if (key === 'name' || key === 'email' || key === 'phone' || key === 'message') own[key] = value;
      }
      const current = (await repository.findByEmail(email)).find((row) => row.id === id);
      if (!current) return false;
      const merged = Object.keys(details).length > 0 ? { details: { ...current.details, ...details } } : {};
      return (await repository.correct(id, email, { ...own, ...merged })) !== undefined;
    },
  };
}
