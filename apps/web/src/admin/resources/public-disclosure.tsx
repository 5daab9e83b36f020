import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  Title,
  useBasename,
  useNotify,
  useWrappedSource,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DISCLOSURE_FIELD_LABELS,
  DISCLOSURE_SECTION_TITLES,
  DISCLOSURE_SECTIONS,
  SECTION_B_DOCUMENTS,
  SECTION_C_DOCUMENTS,
  passPercentageOf,
  type DisclosureStatus,
  type DisclosureWarningKind,
} from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import { formatDate } from '../components/format';
import { PdfUploadInput } from '../components/upload-input';
import { SingletonForm } from './settings';
import { useWords } from '../components/admin-text';

/** CBSE's own wording (Appendix IX) stays as CBSE writes it, in English, in both languages of the admin. */
const cbse = (text: string) => <span lang="en">{text}</span>;

const KIND_LABELS: Record<DisclosureWarningKind, string> = {
  missing: 'Missing',
  expiring: 'Expires within 60 days',
  expired: 'Expired',
  'dead-link': 'Dead link',
};
const KIND_COLOURS = {
  missing: 'warning',
  expiring: 'warning',
  expired: 'error',
  'dead-link': 'error',
} as const;

/** The disclosure's warnings, read once per screen; `refresh` reads them again. */
export function useDisclosureStatus() {
  const [status, setStatus] = useState<DisclosureStatus | null>(null);
  const refresh = useCallback((signal?: AbortSignal) => {
    adminFetch<DisclosureStatus>('/admin/public-disclosure/status', { signal })
      .then(setStatus)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);
  return { status, setStatus, refresh };
}

export const disclosureProblemCount = (status: DisclosureStatus) =>
  status.counts.missing + status.counts.expiring + status.counts.expired + status.counts['dead-link'];

/**
 * The admin home's badge: how many things the disclosure needs, linking to its dashboard. The
 * admin home reads the status once and gives the same to this badge and its 'Expired or expiring
 * soon' card, so the two never disagree.
 */
export function DisclosureBadge({ status }: { status: DisclosureStatus | null }) {
  const base = useBasename();
  const t = useWords();
  if (!status) return null;
  const problems = disclosureProblemCount(status);
  const { counts } = status;
  return (
    <Alert
      severity={counts.expired + counts['dead-link'] > 0 ? 'error' : problems > 0 ? 'warning' : 'success'}
      data-testid="disclosure-badge"
      action={
        <Button component={RouterLink} to={`${base}/public-disclosure`} color="inherit" size="small">
          {t('Open')}
        </Button>
      }
    >
      {problems === 0
        ? t('Mandatory Public Disclosure: complete and current.')
        : t(
            'Mandatory Public Disclosure: %{expired} expired, %{expiring} expiring within 60 days, %{missing} missing, %{dead} dead links.',
            {
              expired: counts.expired,
              expiring: counts.expiring,
              missing: counts.missing,
              dead: counts['dead-link'],
            },
          )}
    </Alert>
  );
}

/** Per section A-E: what is missing, expiring, expired or dead, with a link to fix it. */
export function DisclosureDashboard() {
  const { status, setStatus } = useDisclosureStatus();
  const base = useBasename();
  const notify = useNotify();
  const [checking, setChecking] = useState(false);
  const t = useWords();

  async function checkLinks() {
    setChecking(true);
    try {
      const result = await adminFetch<DisclosureStatus & { checked: number; dead: number }>(
        '/admin/public-disclosure/link-check',
        { method: 'POST' },
      );
      setStatus(result);
      notify(t('%{checked} links checked, %{dead} dead', { checked: result.checked, dead: result.dead }), {
        type: result.dead ? 'warning' : 'success',
      });
    } catch {
      notify('The link check could not run. Please try again.', { type: 'error' });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Mandatory Public Disclosure" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('Mandatory Public Disclosure (CBSE Appendix IX)')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t(
              'CBSE can fine a school whose disclosure is missing, incomplete or out of date. Fix what is listed below; the public page is',
            )}{' '}
            <Link href="/mandatory-public-disclosure" target="_blank" rel="noopener">
              /mandatory-public-disclosure
            </Link>
            .
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {status
              ? (Object.keys(KIND_LABELS) as DisclosureWarningKind[]).map((kind) => (
                  <Chip
                    key={kind}
                    label={`${t(KIND_LABELS[kind])}: ${status.counts[kind]}`}
                    color={status.counts[kind] ? KIND_COLOURS[kind] : 'default'}
                  />
                ))
              : null}
            <Button variant="outlined" onClick={() => void checkLinks()} disabled={checking}>
              {checking ? t('Checking links…') : t('Check links now')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {status?.linksCheckedAt
                ? t('Links last checked %{date}; checked again every day.', {
                    date: formatDate(status.linksCheckedAt),
                  })
                : t('Links are checked every day.')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
      {DISCLOSURE_SECTIONS.map((section) => {
        const warnings = status?.warnings.filter((warning) => warning.section === section) ?? [];
        return (
          <Card key={section} component="section" aria-label={DISCLOSURE_SECTION_TITLES[section]}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2" lang="en">
                  {DISCLOSURE_SECTION_TITLES[section]}
                </Typography>
                <Button
                  variant="contained"
                  size="small"
                  component={RouterLink}
                  to={`${base}/settings/public-disclosure-${section}`}
                >
                  {t('Edit section')}
                </Button>
              </Box>
              {status && warnings.length === 0 ? (
                <Typography variant="body2" color="success.main">
                  {t('Complete and current.')}
                </Typography>
              ) : (
                <List dense>
                  {warnings.map((warning) => (
                    <ListItem key={`${warning.kind}-${warning.field}-${warning.message}`} disableGutters>
                      <Chip
                        size="small"
                        label={t(KIND_LABELS[warning.kind])}
                        color={KIND_COLOURS[warning.kind]}
                        sx={{ mr: 1 }}
                      />
                      <ListItemText primary={warning.message} lang="en" />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

const choices = (documents: Record<string, string>) =>
  Object.entries(documents).map(([id, name]) => ({ id, name: cbse(name) }));

function DocumentInputs({
  documents,
  certificates,
}: {
  documents: Record<string, string>;
  certificates: boolean;
}) {
  return (
    <ArrayInput source="documents" label="Documents (PDF)">
      <SimpleFormIterator>
        <SelectInput source="kind" label="Document" choices={choices(documents)} fullWidth />
        <PdfUploadInput source="file" label="The PDF" folder="documents" fileNameSource="fileName" />
        <TextInput source="fileName" label="File name shown" fullWidth />
        {certificates && <TextInput source="issuingAuthority" label="Issued by" fullWidth />}
        {certificates && <DateInput source="issueDate" label="Date of issue" />}
        {certificates && (
          <DateInput source="validUntil" label="Valid until" helperText="Leave empty if it does not expire" />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

const asCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A result's pass percentage, worked out from Registered and Passed as they are typed (the server
 * works it out the same way and refuses figures that contradict each other): shown, not typed.
 */
function PassPercentage() {
  const form = useFormContext();
  const t = useWords();
  const registeredSource = useWrappedSource('registered');
  const passedSource = useWrappedSource('passed');
  const source = useWrappedSource('passPercentage');
  const [registered, passed, stored] = useWatch({
    name: [registeredSource, passedSource, source],
  }) as unknown[];
  const worked = passPercentageOf(asCount(registered), asCount(passed));
  useEffect(() => {
    if (worked !== null && stored !== worked) form.setValue(source, worked, { shouldDirty: true });
  }, [worked, stored, source, form]);
  const shown = worked ?? asCount(stored);
  return (
    <TextField
      label={t('Pass %')}
      value={shown === null ? '' : String(shown)}
      variant="filled"
      size="small"
      slotProps={{ input: { readOnly: true } }}
      helperText={t('Worked out from Registered and Passed')}
      sx={{ minWidth: 190 }}
    />
  );
}

function ResultInputs({ source, label }: { source: string; label: string }) {
  return (
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator inline>
        <NumberInput source="year" label="Year" />
        <NumberInput source="registered" label="Registered" />
        <NumberInput source="passed" label="Passed" />
        <PassPercentage />
        <TextInput source="remarks" label="Remarks" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Section D's total, worked out from PGT, TGT and PRT as they are typed, as the public page shows it. */
function TotalTeachers() {
  const t = useWords();
  const counts = (useWatch({ name: ['pgt', 'tgt', 'prt'] }) as unknown[]).map(asCount);
  const total = counts.every((n) => n === null)
    ? ''
    : String(counts.reduce<number>((a, n) => a + (n ?? 0), 0));
  return (
    <TextField
      label={cbse(DISCLOSURE_FIELD_LABELS.staff.totalTeachers)}
      value={total}
      variant="filled"
      size="small"
      slotProps={{ input: { readOnly: true } }}
      helperText={t('Worked out from PGT, TGT and PRT')}
    />
  );
}

const general = DISCLOSURE_FIELD_LABELS.general;
const staff = DISCLOSURE_FIELD_LABELS.staff;
const infrastructure = DISCLOSURE_FIELD_LABELS.infrastructure;

export function DisclosureGeneralSettings() {
  return (
    <SingletonForm id="public-disclosure-general" title={DISCLOSURE_SECTION_TITLES.general} titleInEnglish>
      <TextInput source="schoolName" label={cbse(general.schoolName)} fullWidth />
      <TextInput source="affiliationNumber" label={cbse(general.affiliationNumber)} />
      <TextInput source="schoolCode" label={cbse(general.schoolCode)} />
      <TextInput source="address" label="Complete address" multiline fullWidth />
      <TextInput source="pinCode" label={cbse(general.pinCode)} />
      <TextInput source="principalName" label={cbse(general.principalName)} fullWidth />
      <TextInput source="principalQualification" label={cbse(general.principalQualification)} fullWidth />
      <TextInput source="email" label={cbse(general.email)} type="email" fullWidth />
      <TextInput source="phone" label={cbse(general.phone)} fullWidth />
    </SingletonForm>
  );
}

export function DisclosureDocumentsSettings() {
  return (
    <SingletonForm
      id="public-disclosure-documents"
      title={DISCLOSURE_SECTION_TITLES.documents}
      titleInEnglish
    >
      <DocumentInputs documents={SECTION_B_DOCUMENTS} certificates />
    </SingletonForm>
  );
}

export function DisclosureAcademicsSettings() {
  return (
    <SingletonForm
      id="public-disclosure-academics"
      title={DISCLOSURE_SECTION_TITLES.academics}
      titleInEnglish
    >
      <DocumentInputs documents={SECTION_C_DOCUMENTS} certificates={false} />
      <ResultInputs source="resultsClassX" label="Result Class X (last three years)" />
      <ResultInputs source="resultsClassXII" label="Result Class XII (last three years)" />
    </SingletonForm>
  );
}

export function DisclosureStaffSettings() {
  return (
    <SingletonForm id="public-disclosure-staff" title={DISCLOSURE_SECTION_TITLES.staff} titleInEnglish>
      <TextInput source="principal" label={cbse(staff.principal)} fullWidth />
      <NumberInput source="pgt" label="PGT (number of teachers)" />
      <NumberInput source="tgt" label="TGT (number of teachers)" />
      <NumberInput source="prt" label="PRT (number of teachers)" />
      <TotalTeachers />
      <NumberInput source="teacherSectionRatio" label="Teachers per section, e.g. 1.5" />
      <TextInput source="specialEducator.name" label="Special educator: name" fullWidth />
      <TextInput source="specialEducator.qualification" label="Special educator: qualification" fullWidth />
      <TextInput
        source="counsellorAndWellnessTeacher.name"
        label="Counsellor and wellness teacher: name"
        fullWidth
      />
      <TextInput
        source="counsellorAndWellnessTeacher.qualification"
        label="Counsellor and wellness teacher: qualification"
        fullWidth
      />
    </SingletonForm>
  );
}

export function DisclosureInfrastructureSettings() {
  return (
    <SingletonForm
      id="public-disclosure-infrastructure"
      title={DISCLOSURE_SECTION_TITLES.infrastructure}
      titleInEnglish
    >
      <NumberInput source="campusAreaSqM" label={cbse(infrastructure.campusAreaSqM)} />
      <NumberInput source="classroomCount" label="Number of classrooms" />
      <NumberInput source="classroomSizeSqM" label="Size of each classroom (sq m)" />
      <ArrayInput source="laboratories" label={cbse(infrastructure.laboratories)}>
        <SimpleFormIterator inline>
          <TextInput source="name" label="Laboratory" />
          <BooleanInput source="isComputerLab" label="Computer lab" />
          <NumberInput source="count" label="How many" />
          <NumberInput source="sizeSqM" label="Size (sq m)" />
        </SimpleFormIterator>
      </ArrayInput>
      <NullableBooleanInput source="internetFacility" label={cbse(infrastructure.internetFacility)} />
      <NumberInput source="girlsToilets" label={cbse(infrastructure.girlsToilets)} />
      <NumberInput source="boysToilets" label={cbse(infrastructure.boysToilets)} />
      <TextInput
        source="inspectionVideoUrl"
        label="Inspection video link (YouTube)"
        type="url"
        fullWidth
        helperText="Starting with https://"
      />
    </SingletonForm>
  );
}

export const DISCLOSURE_SECTION_SCREENS = {
  general: DisclosureGeneralSettings,
  documents: DisclosureDocumentsSettings,
  academics: DisclosureAcademicsSettings,
  staff: DisclosureStaffSettings,
  infrastructure: DisclosureInfrastructureSettings,
} as const;
