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
import { formatDate } from '../../../lib/formatters';
import { layout } from '../../ui/layout';
import { SectionStates } from '../../ui/section-states';
import styles from './mandatory-public-disclosure.module.css';

export const DISCLOSURE_ERROR_TEXT = 'Failed to load the mandatory public disclosure';
export const DISCLOSURE_JSON_PATH = '/api/public-disclosure';

/** A document's size as people read it: '245 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const notGiven = '—';
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
  return (
    <section
      id={`section-${name}`}
      aria-labelledby={`section-${name}-heading`}
      className={styles.section}
      data-section={name}
    >
      <h2 id={`section-${name}-heading`} className={styles.sectionTitle}>
        {DISCLOSURE_SECTION_TITLES[name]}
      </h2>
      <p className={styles.updated}>
        {updatedAt ? `Last updated: ${formatDate(updatedAt)}` : 'Not yet published'}
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
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          <th scope="col">S.No</th>
          <th scope="col">Information</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value], index) => (
          <tr key={name}>
            <td>{index + 1}</td>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

function DocumentLink({ document }: { document: DisclosureDocument }) {
  return (
    <a href={document.url} target="_blank" rel="noopener" data-testid="disclosure-document">
      View PDF <span className={styles.size}>{`(${formatFileSize(document.sizeBytes)})`}</span>
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
  if (documents.length === 0) return <p className={styles.empty}>No documents published yet.</p>;
  return (
    <TableFrame label={label}>
      <thead>
        <tr>
          <th scope="col">S.No</th>
          <th scope="col">Documents/Information</th>
          {certificates && (
            <>
              <th scope="col">Issued by</th>
              <th scope="col">Date of issue</th>
              <th scope="col">Valid until</th>
            </>
          )}
          <th scope="col">Upload documents</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document, index) => (
          <tr key={`${document.kind}-${document.file}`}>
            <td>{index + 1}</td>
            <th scope="row">{document.label}</th>
            {certificates && (
              <>
                <td>{show(document.issuingAuthority)}</td>
                <td>{document.issueDate ? formatDate(document.issueDate) : notGiven}</td>
                <td>{document.validUntil ? formatDate(document.validUntil) : 'No expiry'}</td>
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
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      {results.length === 0 ? (
        <p className={styles.empty}>No results published yet.</p>
      ) : (
        <TableFrame label={title}>
          <thead>
            <tr>
              <th scope="col">S.No</th>
              <th scope="col">Year</th>
              <th scope="col">No. of registered students</th>
              <th scope="col">No. of students passed</th>
              <th scope="col">Pass percentage</th>
              <th scope="col">Remarks</th>
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
          label="General information"
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
        <DocumentsTable label="Documents and information" documents={documents.documents} certificates />
        <p className={styles.note}>
          Note: the school uploads self-attested copies of the above documents, signed by the
          chairman/manager/secretary and the principal.
        </p>
      </DisclosureSection>
      <DisclosureSection name="academics" updatedAt={academics.updatedAt}>
        <DocumentsTable
          label="Result and academics documents"
          documents={academics.documents}
          certificates={false}
        />
        <ResultsTable title="Result Class: X" results={academics.resultsClassX} />
        <ResultsTable title="Result Class: XII" results={academics.resultsClassXII} />
      </DisclosureSection>
      <DisclosureSection name="staff" updatedAt={staff.updatedAt}>
        <InformationTable
          label="Staff (teaching)"
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
                    PGT: {show(staff.pgt)}, TGT: {show(staff.tgt)}, PRT: {show(staff.prt)}
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
          label="School infrastructure"
          rows={[
            [infraLabels.campusAreaSqM, show(infrastructure.campusAreaSqM)],
            [
              infraLabels.classrooms,
              infrastructure.classroomCount === null
                ? notGiven
                : `${infrastructure.classroomCount} rooms of ${show(infrastructure.classroomSizeSqM)} sq m each`,
            ],
            [
              infraLabels.laboratories,
              infrastructure.laboratories.length === 0 ? (
                notGiven
              ) : (
                <ul className={styles.labs}>
                  {infrastructure.laboratories.map((lab) => (
                    <li key={lab.name}>
                      {lab.name}: {lab.count} × {show(lab.sizeSqM)} sq m
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
                  ? 'Yes'
                  : 'No',
            ],
            [infraLabels.girlsToilets, show(infrastructure.girlsToilets)],
            [infraLabels.boysToilets, show(infrastructure.boysToilets)],
            [
              infraLabels.inspectionVideoUrl,
              infrastructure.inspectionVideoUrl ? (
                <a href={infrastructure.inspectionVideoUrl} target="_blank" rel="noopener noreferrer">
                  Watch the inspection video
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
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <h1 className={styles.title}>Mandatory Public Disclosure</h1>
      <p className={styles.lead}>
        As required by Appendix IX of the CBSE Affiliation Bye-Laws. Also available as{' '}
        <a href={DISCLOSURE_JSON_PATH} data-print="hide">
          data (JSON)
        </a>
        .
      </p>
      <SectionStates
        result={data.disclosure}
        errorText={DISCLOSURE_ERROR_TEXT}
        emptyText=""
        isEmpty={() => false}
      >
        {(disclosure) => <Disclosure disclosure={disclosure} />}
      </SectionStates>
    </div>
  );
}
