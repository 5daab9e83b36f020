import {
  DISCLOSURE_DOCUMENT_LABELS,
  DISCLOSURE_SECTION_INPUTS,
  DISCLOSURE_SECTIONS,
  type DisclosureDocument,
  type DisclosureDocumentInput,
  type DisclosureSectionInput,
  type DisclosureSectionName,
  type DisclosureStatus,
  type DisclosureWarning,
  type PublicDisclosure,
  schoolToday,
} from '@skp/shared';
import { ValidationError } from '../../errors';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter } from '../../lib/content-writer';
import type { FileStorage } from '../../lib/file-storage';
import { disclosureWarnings, type SavedSections } from './disclosure-warnings';
import { checkWebLink, type LinkCheck } from './link-checker';
import type { NewLinkCheck, PublicDisclosureRepository } from './public-disclosure.repository';

/** The older list of disclosure PDFs (Home's Mandatory Disclosures section), checked with the rest. */
export interface DisclosureListSource {
  all(): Promise<{ mandatoryDisclosures: { _id: string; title: string }[] }>;
  documentOf(id: string): Promise<{ key: string | null }>;
}

export interface PublicDisclosureDeps {
  repository: PublicDisclosureRepository;
  storage: FileStorage;
  audit: AuditSink;
  disclosureList: DisclosureListSource;
  /** The clock the expiry rules read (tests fix it). */
  now: () => Date;
  linkTimeoutMs: number;
}

/**
 * Parses a stored section with today's schema (defaults fill fields added since it was saved). A
 * result's stored pass percentage gives way to the one its counts give: figures saved before the
 * server worked it out are shown corrected, never refused.
 */
function parseSection<S extends DisclosureSectionName>(section: S, data: unknown): DisclosureSectionInput[S] {
  return DISCLOSURE_SECTION_INPUTS[section].parse(
    section === 'academics' ? withWorkedOutPercentages(data) : data,
  ) as DisclosureSectionInput[S];
}

function withWorkedOutPercentages(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const rows = (value: unknown) =>
    Array.isArray(value)
      ? value.map((row: Record<string, unknown>) =>
          typeof row.registered === 'number' && typeof row.passed === 'number'
            ? { ...row, passPercentage: null }
            : row,
        )
      : value;
  const academics = data as Record<string, unknown>;
  return {
    ...academics,
    resultsClassX: rows(academics.resultsClassX),
    resultsClassXII: rows(academics.resultsClassXII),
  };
}

export function createPublicDisclosureService(deps: PublicDisclosureDeps) {
  const { repository, storage } = deps;

  async function saved(): Promise<{ sections: SavedSections; updatedAt: Map<DisclosureSectionName, Date> }> {
    const rows = await repository.sections();
    const sections: SavedSections = {};
    for (const row of rows) Object.assign(sections, { [row.section]: parseSection(row.section, row.data) });
    return { sections, updatedAt: new Map(rows.map((row) => [row.section, row.updatedAt])) };
  }

  async function publish(documents: DisclosureDocumentInput[]): Promise<DisclosureDocument[]> {
    const today = schoolToday(deps.now());
    return Promise.all(
      documents.map(async (document) => ({
        ...document,
        label: DISCLOSURE_DOCUMENT_LABELS[document.kind],
        fileName: document.fileName || `${document.kind}.pdf`,
        url: storage.publicUrl(document.file),
        sizeBytes: (await storage.size(document.file)) ?? 0,
        expired: document.validUntil !== null && document.validUntil < today,
      })),
    );
  }

  /** Every document must be an uploaded PDF that exists: refused by field, before anything is written. */
  async function assertDocumentsStored(documents: DisclosureDocumentInput[]) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [index, document] of documents.entries())
      if ((await storage.size(document.file)) === null)
        fieldErrors[`documents.${index}.file`] = ['must be an uploaded PDF (upload it first)'];
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0)
      throw new ValidationError(
        `Invalid field '${fields[0]}': must be an uploaded PDF (upload it first)`,
        fieldErrors,
      );
  }

  function sectionWriter<S extends DisclosureSectionName>(section: S) {
    return createSettingWriter({
      entity: `public-disclosure-${section}`,
      audit: deps.audit,
      async read() {
        const data = await repository.section(section);
        return data === undefined ? undefined : parseSection(section, data);
      },
      async check(input: DisclosureSectionInput[S]) {
        if ('documents' in input) await assertDocumentsStored(input.documents);
      },
      async write(input: DisclosureSectionInput[S]) {
        await repository.putSection(section, input as Record<string, unknown>);
        return input;
      },
    });
  }

  async function linkTargets(): Promise<{ target: string; label: string; section: string; file?: string }[]> {
    const { sections } = await saved();
    const documentTargets = (section: 'documents' | 'academics', documents: DisclosureDocumentInput[]) =>
      documents.map((document) => ({
        target: storage.publicUrl(document.file),
        file: document.file,
        label: document.fileName || DISCLOSURE_DOCUMENT_LABELS[document.kind],
        section,
      }));
    const targets: { target: string; label: string; section: string; file?: string }[] = [
      ...documentTargets('documents', sections.documents?.documents ?? []),
      ...documentTargets('academics', sections.academics?.documents ?? []),
    ];
    const video = sections.infrastructure?.inspectionVideoUrl;
    if (video) targets.push({ target: video, label: 'Inspection video', section: 'infrastructure' });
    const { mandatoryDisclosures } = await deps.disclosureList.all();
    for (const item of mandatoryDisclosures) {
      const { key } = await deps.disclosureList.documentOf(item._id);
      if (key)
        targets.push({
          target: storage.publicUrl(key),
          file: key,
          label: `${item.title} (Home, Mandatory Disclosures)`,
          section: 'documents',
        });
    }
    return targets;
  }

  async function check(target: { target: string; file?: string }): Promise<LinkCheck> {
    if (!target.file) return checkWebLink(target.target, deps.linkTimeoutMs);
    return (await storage.size(target.file)) === null
      ? { ok: false, httpStatus: 404, error: 'file missing from the server' }
      : { ok: true, httpStatus: 200, error: '' };
  }

  return {
    /** The whole disclosure as published (GET /api/public-disclosure and the public page). */
    async get(): Promise<PublicDisclosure> {
      const { sections, updatedAt } = await saved();
      const at = (section: DisclosureSectionName) => updatedAt.get(section)?.toISOString() ?? null;
      const general = sections.general ?? parseSection('general', {});
      const staff = sections.staff ?? parseSection('staff', {});
      const teachers = [staff.pgt, staff.tgt, staff.prt];
      const academics = sections.academics ?? parseSection('academics', {});
      const byYear = (a: { year: number }, b: { year: number }) => b.year - a.year;
      return {
        general: { ...general, updatedAt: at('general') },
        documents: {
          documents: await publish(sections.documents?.documents ?? []),
          updatedAt: at('documents'),
        },
        academics: {
          documents: await publish(academics.documents),
          resultsClassX: [...academics.resultsClassX].sort(byYear),
          resultsClassXII: [...academics.resultsClassXII].sort(byYear),
          updatedAt: at('academics'),
        },
        staff: {
          ...staff,
          totalTeachers: teachers.every((n) => n === null)
            ? null
            : teachers.reduce<number>((a, n) => a + (n ?? 0), 0),
          updatedAt: at('staff'),
        },
        infrastructure: {
          ...(sections.infrastructure ?? parseSection('infrastructure', {})),
          updatedAt: at('infrastructure'),
        },
      };
    },

    /** What the office must fix: missing, expiring, expired and dead links, by section. */
    async status(): Promise<DisclosureStatus> {
      const { sections } = await saved();
      const checks = await repository.linkChecks();
      const dead: DisclosureWarning[] = checks
        .filter((row) => !row.ok)
        .map((row) => ({
          section: row.section as DisclosureSectionName,
          kind: 'dead-link',
          field: row.target,
          message: `${row.label}: dead link (${row.error}), first seen ${schoolToday(row.firstFailedAt ?? row.checkedAt)}`,
        }));
      const warnings = [...disclosureWarnings(sections, deps.now()), ...dead].sort(
        (a, b) => DISCLOSURE_SECTIONS.indexOf(a.section) - DISCLOSURE_SECTIONS.indexOf(b.section),
      );
      const counts = { missing: 0, expiring: 0, expired: 0, 'dead-link': 0 };
      for (const warning of warnings) counts[warning.kind] += 1;
      const checkedAt = checks.map((row) => row.checkedAt.getTime());
      return {
        warnings,
        counts,
        linksCheckedAt: checkedAt.length ? new Date(Math.max(...checkedAt)).toISOString() : null,
      };
    },

    /** Checks every document and external link now and stores what it found. */
    async checkLinks(): Promise<{ checked: number; dead: number }> {
      const targets = await linkTargets();
      const checkedAt = deps.now();
      const results: NewLinkCheck[] = await Promise.all(
        targets.map(async (target) => ({
          target: target.target,
          label: target.label,
          section: target.section,
          checkedAt,
          ...(await check(target)),
        })),
      );
      await deps.audit.transaction(() => repository.replaceLinkChecks(results));
      return { checked: results.length, dead: results.filter((result) => !result.ok).length };
    },

    /** The admin's forms, one per section: read (null until saved) and replace, audit-logged. */
    admin: Object.fromEntries(DISCLOSURE_SECTIONS.map((section) => [section, sectionWriter(section)])) as {
      [S in DisclosureSectionName]: ReturnType<typeof sectionWriter<S>>;
    },
  };
}
export type PublicDisclosureService = ReturnType<typeof createPublicDisclosureService>;
