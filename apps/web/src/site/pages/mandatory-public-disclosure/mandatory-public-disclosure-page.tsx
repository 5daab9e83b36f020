import {
  DISCLOSURE_FIELD_LABELS,
  DISCLOSURE_SECTION_TITLES,
  type BoardResult,
  type DisclosureDocument,
  type DisclosureSectionName,
  type MandatoryPublicDisclosurePageData,
  type PublicDisclosure,
} from '@skp/shared';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/site-i18n';
import { layout } from '../../ui/layout';
import { SectionStates } from '../../ui/section-states';
import styles from './mandatory-public-disclosure.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

export const DISCLOSURE_JSON_PATH = '/api/public-disclosure';

/** A document's size as people read it: '245 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const notGiven = '—';

/**
 * CBSE's own wording (Appendix IX's section titles and row names, the documents' names) stays as
 * CBSE writes it, in English: other editions mark it so.
 */
const cbseLang = (locale: string) => (locale === 'en' ? undefined : 'en');
const show = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? notGiven : value;

function DisclosureSection({
  name,
  updatedAt,
  children,
}: {
  name: DisclosureSectionName;
  updatedAt: string | null;
  children: ReactNode;
}) {
  const { t, date, locale } = useI18n();
  return (
    <section
      id={`section-${name}`}
      aria-labelledby={`section-${name}-heading`}
      className={styles.section}
      data-section={name}
    >
      <h2 id={`section-${name}-heading`} className={styles.sectionTitle} lang={cbseLang(locale)}>
        {DISCLOSURE_SECTION_TITLES[name]}
      </h2>
      <p className={styles.updated}>
        {updatedAt ? t('disclosure.lastUpdated', { date: date(updatedAt) }) : t('disclosure.notPublished')}
      </p>
      {children}
    </section>
  );
}

/** Wide tables scroll sideways on a phone instead of squeezing the page. */
function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableFrame} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** Rows of S.No, CBSE's wording and the school's answer. */
function InformationTable({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  const { t, locale } = useI18n();
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          <th scope="col">{t('disclosure.serial')}</th>
          <th scope="col">{t('disclosure.information')}</th>
          <th scope="col">{t('disclosure.details')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value], index) => (
          <tr key={name}>
            <td>{index + 1}</td>
            <th scope="row" lang={cbseLang(locale)}>
              {name}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

function DocumentLink({ document }: { document: DisclosureDocument }) {
  const { t } = useI18n();
  return (
    <a href={document.url} target="_blank" rel="noopener" data-testid="disclosure-document">
      {`${t('disclosure.viewPdf')} `}
      <span className={styles.size}>{`(${formatFileSize(document.sizeBytes)})`}</span>
    </a>
  );
}

function DocumentsTable({
  label,
  documents,
  certificates,
}: {
  label: string;
  documents: DisclosureDocument[];
  /** Show who issued each document and its dates (section B's certificates). */
  certificates: boolean;
}) {
  const { t, date, locale } = useI18n();
  if (documents.length === 0) return <p className={styles.empty}>{t('disclosure.noDocuments')}</p>;
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          <th scope="col">{t('disclosure.serial')}</th>
          <th scope="col">{t('disclosure.documentsColumn')}</th>
          {certificates && (
            <>
              <th scope="col">{t('disclosure.issuedBy')}</th>
              <th scope="col">{t('disclosure.dateOfIssue')}</th>
              <th scope="col">{t('disclosure.validUntil')}</th>
            </>
          )}
          <th scope="col">{t('disclosure.uploadDocuments')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document, index) => (
          <tr key={`${document.kind}-${document.file}`}>
            <td>{index + 1}</td>
            <th scope="row" lang={cbseLang(locale)}>
              {document.label}
            </th>
            {certificates && (
              <>
                <td>{show(document.issuingAuthority)}</td>
                <td>{document.issueDate ? date(document.issueDate) : notGiven}</td>
                <td>
                  {document.validUntil ? date(document.validUntil) : t('disclosure.noExpiry')}
                  {/* An expired certificate stays listed, marked: CBSE's readers check validity, and a
                      missing row would read as a document never uploaded. */}
                  {document.expired ? (
                    <strong className={styles.expired} data-testid="disclosure-expired">
                      {` ${t('disclosure.expired')}`}
                    </strong>
                  ) : null}
                </td>
              </>
            )}
            <td>
              <DocumentLink document={document} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

function ResultsTable({ title, results }: { title: string; results: BoardResult[] }) {
  const { t } = useI18n();
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      {results.length === 0 ? (
        <p className={styles.empty}>{t('disclosure.noResults')}</p>
      ) : (
        <TableFrame label={title}>
          <thead>
            <tr>
              <th scope="col">{t('disclosure.serial')}</th>
              <th scope="col">{t('disclosure.year')}</th>
              <th scope="col">{t('disclosure.registered')}</th>
              <th scope="col">{t('disclosure.passed')}</th>
              <th scope="col">{t('disclosure.passPercentage')}</th>
              <th scope="col">{t('disclosure.remarks')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result, index) => (
              <tr key={result.year}>
                <td>{index + 1}</td>
                <th scope="row">{result.year}</th>
                <td>{show(result.registered)}</td>
                <td>{show(result.passed)}</td>
                <td>{result.passPercentage === null ? notGiven : `${result.passPercentage}%`}</td>
                <td>{show(result.remarks)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </>
  );
}

const person = ({ name, qualification }: { name: string; qualification: string }) =>
  name ? [name, qualification].filter(Boolean).join(', ') : notGiven;

function Disclosure({ disclosure }: { disclosure: PublicDisclosure }) {
  const { t } = useI18n();
  const { general, documents, academics, staff, infrastructure } = disclosure;
  const generalLabels = DISCLOSURE_FIELD_LABELS.general;
  const staffLabels = DISCLOSURE_FIELD_LABELS.staff;
  const infraLabels = DISCLOSURE_FIELD_LABELS.infrastructure;
  const address =
    general.pinCode && !general.address.includes(general.pinCode)
      ? [general.address, general.pinCode].filter(Boolean).join(' - ')
      : general.address;
  return (
    <>
      <DisclosureSection name="general" updatedAt={general.updatedAt}>
        <InformationTable
          label={t('disclosure.generalLabel')}
          rows={[
            [generalLabels.schoolName, show(general.schoolName)],
            [generalLabels.affiliationNumber, show(general.affiliationNumber)],
            [generalLabels.schoolCode, show(general.schoolCode)],
            [generalLabels.address, show(address)],
            [generalLabels.principalName, show(general.principalName)],
            [generalLabels.principalQualification, show(general.principalQualification)],
            [
              generalLabels.email,
              general.email ? <a href={`mailto:${general.email}`}>{general.email}</a> : notGiven,
            ],
            [generalLabels.phone, show(general.phone)],
          ]}
        />
      </DisclosureSection>
      <DisclosureSection name="documents" updatedAt={documents.updatedAt}>
        <DocumentsTable label={t('disclosure.documentsLabel')} documents={documents.documents} certificates />
        <p className={styles.note}>{t('disclosure.documentsNote')}</p>
      </DisclosureSection>
      <DisclosureSection name="academics" updatedAt={academics.updatedAt}>
        <DocumentsTable
          label={t('disclosure.academicsLabel')}
          documents={academics.documents}
          certificates={false}
        />
        <ResultsTable title={t('disclosure.resultX')} results={academics.resultsClassX} />
        <ResultsTable title={t('disclosure.resultXII')} results={academics.resultsClassXII} />
      </DisclosureSection>
      <DisclosureSection name="staff" updatedAt={staff.updatedAt}>
        <InformationTable
          label={t('disclosure.staffLabel')}
          rows={[
            [staffLabels.principal, show(staff.principal)],
            [
              staffLabels.totalTeachers,
              staff.totalTeachers === null ? (
                notGiven
              ) : (
                <>
                  {staff.totalTeachers}
                  <span className={styles.breakdown}>
                    {t('disclosure.breakdown', {
                      pgt: show(staff.pgt),
                      tgt: show(staff.tgt),
                      prt: show(staff.prt),
                    })}
                  </span>
                </>
              ),
            ],
            [
              staffLabels.teacherSectionRatio,
              staff.teacherSectionRatio === null ? notGiven : `1 : ${staff.teacherSectionRatio}`,
            ],
            [staffLabels.specialEducator, person(staff.specialEducator)],
            [staffLabels.counsellorAndWellnessTeacher, person(staff.counsellorAndWellnessTeacher)],
          ]}
        />
      </DisclosureSection>
      <DisclosureSection name="infrastructure" updatedAt={infrastructure.updatedAt}>
        <InformationTable
          label={t('disclosure.infrastructureLabel')}
          rows={[
            [infraLabels.campusAreaSqM, show(infrastructure.campusAreaSqM)],
            [
              infraLabels.classrooms,
              infrastructure.classroomCount === null
                ? notGiven
                : t('disclosure.rooms', {
                    count: infrastructure.classroomCount,
                    size: show(infrastructure.classroomSizeSqM),
                  }),
            ],
            [
              infraLabels.laboratories,
              infrastructure.laboratories.length === 0 ? (
                notGiven
              ) : (
                <ul className={styles.labs}>
                  {infrastructure.laboratories.map((lab) => (
                    <li key={lab.name}>
                      {t('disclosure.lab', { name: lab.name, count: lab.count, size: show(lab.sizeSqM) })}
                    </li>
                  ))}
                </ul>
              ),
            ],
            [
              infraLabels.internetFacility,
              infrastructure.internetFacility === null
                ? notGiven
                : infrastructure.internetFacility
                  ? t('disclosure.yes')
                  : t('disclosure.no'),
            ],
            [infraLabels.girlsToilets, show(infrastructure.girlsToilets)],
            [infraLabels.boysToilets, show(infrastructure.boysToilets)],
            [
              infraLabels.inspectionVideoUrl,
              infrastructure.inspectionVideoUrl ? (
                <a href={infrastructure.inspectionVideoUrl} target="_blank" rel="noopener noreferrer">
                  {t('disclosure.inspectionVideo')}
                </a>
              ) : (
                notGiven
              ),
            ],
          ]}
        />
      </DisclosureSection>
    </>
  );
}

/** CBSE's Mandatory Public Disclosure (Appendix IX): sections A-E in CBSE's order and wording. */
export function MandatoryPublicDisclosurePage({ data }: { data: MandatoryPublicDisclosurePageData }) {
  const { t } = useI18n();
  return (
    <div className={`${layout.container} ${layout.pageBand} ${styles.page}`}>
      <h1 className={layout.pageTitle}>{t('disclosure.title')}</h1>
      <p className={styles.lead}>
        {t('disclosure.lead')}{' '}
        <a href={DISCLOSURE_JSON_PATH} data-print="hide">
          {t('disclosure.json')}
        </a>
        .
      </p>
      <SectionStates
        result={data.disclosure}
        errorText={t('disclosure.error')}
        emptyText=""
        isEmpty={() => false}
      >
        {(disclosure) => <Disclosure disclosure={disclosure} />}
      </SectionStates>
    </div>
  );
}

/** The page 'mandatoryPublicDisclosure', as entry-server.tsx finds it. */
export const sitePages = {
  mandatoryPublicDisclosure: { component: MandatoryPublicDisclosurePage },
} satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
