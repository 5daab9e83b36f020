import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button as MuiButton,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import {
  DateInput,
  FunctionField,
  maxLength,
  TextField,
  TextInput,
  Title,
  useInput,
  useNotify,
  useBasename,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router';
import {
  TC_IMPORT_COLUMNS,
  TC_LIMITS,
  type Pagination,
  type TcImportReport,
  type TcLookup,
  type TcScan,
} from '@skp/shared';
import { ADMIN_API, adminFetch, toHttpError } from '../api/admin-http';
import { formatDate } from '../components/format';
import { makeFormPages, needs } from '../components/forms';
import { ResponsiveList } from '../components/list-parts';
import { useWords } from '../components/admin-text';

const SCAN_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/avif';

/** Sends files as multipart/form-data to the admin API (same origin, session cookie). */
async function postFiles<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(`${ADMIN_API}${path}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => undefined)) as
    { data?: T; message?: string; fieldErrors?: Record<string, string[]> } | undefined;
  if (!response.ok || !body?.data) throw toHttpError(response.status, body);
  return body.data;
}

/** The scanned TC: chosen here, checked and kept privately by the server, named in the form by its key. */
function ScanInput() {
  const t = useWords();
  const notify = useNotify();
  const form = useFormContext();
  const { field, fieldState } = useInput({
    source: 'scanKey',
    validate: needs('Please upload the scanned TC'),
  });
  const fileName = useWatch({ name: 'scanFileName' }) as string | undefined;
  const record = useRecordContext();
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const form_ = new FormData();
      form_.append('file', file, file.name);
      const { scan } = await postFiles<{ scan: TcScan }>('/admin/transfer-certificates/scans', form_);
      field.onChange(scan.key);
      form.setValue('scanFileName', scan.fileName, { shouldDirty: true });
      notify('Scan uploaded', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{t('Scanned TC (PDF or picture) *')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('Kept privately: it is shown only to a school that verifies this TC, watermarked.')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <MuiButton variant="outlined" component="label" disabled={busy}>
          {field.value ? t('Replace the scan') : t('Choose the scan')}
          <input
            hidden
            type="file"
            accept={SCAN_TYPES}
            onChange={choose}
            data-testid="tc-scan-input"
            aria-label={t('Scanned TC (PDF or picture) *')}
          />
        </MuiButton>
        {busy ? <Typography variant="body2">{t('Uploading…')}</Typography> : null}
        {field.value ? (
          <Typography variant="body2" data-testid="tc-scan-name">
            {fileName || String(record?.scan?.fileName ?? '')}
          </Typography>
        ) : null}
      </Stack>
      {fieldState.error ? (
        <Typography variant="body2" color="error">
          {t(String(fieldState.error.message))}
        </Typography>
      ) : null}
    </Box>
  );
}

/** QR code, the scan, and withdrawal: what an existing TC offers beside its facts. */
function TcTools() {
  const t = useWords();
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  const base = `${ADMIN_API}/admin/transfer-certificates/${record.id}`;
  const link = `${window.location.origin}${String(record.verifyPath)}`;

  async function withdraw() {
    setBusy(true);
    try {
      await adminFetch(`/admin/transfer-certificates/${record!.id}/withdraw`, {
        method: 'POST',
        body: JSON.stringify({ reason }),
      });
      notify('TC withdrawn: a look-up now answers that it was withdrawn', { type: 'success' });
      setReason('');
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ mb: 3, width: '100%' }}>
      <Box>
        <Typography variant="subtitle2">{t('Verification link and QR code (print it on the TC)')}</Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="tc-verify-link">
          {link}
        </Typography>
        <Box
          component="img"
          src={`${base}/qr.svg`}
          alt={t('QR code of the verification link')}
          sx={{ width: 160, height: 160, display: 'block', my: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Link href={`${base}/qr.svg`} download>
            {t('Download QR code (SVG)')}
          </Link>
          <Link href={`${base}/qr.png`} download>
            {t('Download QR code (PNG)')}
          </Link>
          <Link href={`${base}/scan`} target="_blank" rel="noreferrer">
            {t('Open the scan')}
          </Link>
        </Stack>
      </Box>
      {record.withdrawnOn ? (
        <Alert severity="warning" data-testid="tc-withdrawn">
          {t('Withdrawn on %{date}: %{reason}', {
            date: formatDate(String(record.withdrawnOn)),
            reason: String(record.withdrawnReason),
          })}
        </Alert>
      ) : (
        <Box>
          <Typography variant="subtitle2">{t('Withdraw this TC (cancelled or reissued)')}</Typography>
          <MuiTextField
            label={t('Reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            size="small"
            sx={{ my: 1 }}
            slotProps={{ htmlInput: { maxLength: TC_LIMITS.withdrawnReason } }}
          />
          <MuiButton
            variant="outlined"
            color="warning"
            disabled={busy || reason.trim() === ''}
            onClick={withdraw}
          >
            {t('Withdraw')}
          </MuiButton>
        </Box>
      )}
    </Stack>
  );
}

function TcFields() {
  const t = useWords();
  const text = (max: number) => maxLength(max, 'At most %{max} characters, please');
  return (
    <>
      <TcTools />
      <TextInput
        source="tcNumber"
        label="TC number"
        validate={[needs('Please give the TC number'), text(TC_LIMITS.tcNumber)]}
        helperText="As printed on the certificate, e.g. TC/2024/153"
      />
      <TextInput
        source="admissionNumber"
        label="Admission number"
        validate={[needs('Please give the admission number'), text(TC_LIMITS.admissionNumber)]}
      />
      <TextInput
        source="studentName"
        label="Student's name"
        validate={[needs("Please give the student's name"), text(TC_LIMITS.studentName)]}
        fullWidth
      />
      <DateInput source="dateOfBirth" label="Date of birth" validate={needs('Please give a date')} />
      <TextInput
        source="classLastStudied"
        label="Class last studied"
        validate={[needs('Please give the class'), text(TC_LIMITS.classLastStudied)]}
      />
      <DateInput source="dateOfLeaving" label="Date of leaving" validate={needs('Please give a date')} />
      <DateInput source="dateOfIssue" label="Date of issue" validate={needs('Please give a date')} />
      <ScanInput />
      <Typography variant="body2" color="text.secondary">
        {t(
          'No list of TCs is published: a school sees one only by its TC number and date of birth, or its QR code.',
        )}
      </Typography>
    </>
  );
}

function TcList() {
  const t = useWords();
  const base = useBasename();
  const status = (r: RaRecord) =>
    r.withdrawnOn ? t('Withdrawn on %{date}', { date: formatDate(String(r.withdrawnOn)) }) : t('Valid');
  return (
    <ResponsiveList
      sort={{ field: 'createdAt', order: 'DESC' }}
      primary={(r) => `${r.tcNumber} · ${r.studentName}`}
      secondary={(r) => `${formatDate(String(r.dateOfIssue))} · ${status(r)}`}
      actions={
        <>
          <MuiButton component={RouterLink} to={`${base}/transfer-certificates/import`} size="small">
            {t('Import from a spreadsheet')}
          </MuiButton>
          <MuiButton component={RouterLink} to={`${base}/transfer-certificates/lookups`} size="small">
            {t('Look-ups')}
          </MuiButton>
        </>
      }
    >
      <TextField source="tcNumber" label="TC number" />
      <TextField source="studentName" label="Student's name" />
      <FunctionField
        label="Date of issue"
        sortBy="dateOfIssue"
        render={(r: RaRecord) => formatDate(String(r.dateOfIssue))}
      />
      <FunctionField
        label="Status"
        sortable={false}
        render={(r: RaRecord) => (
          <Chip size="small" color={r.withdrawnOn ? 'warning' : 'success'} label={status(r)} />
        )}
      />
    </ResponsiveList>
  );
}

export const transferCertificates = {
  list: TcList,
  ...makeFormPages(TcFields, {
    create: 'New transfer certificate',
    edit: 'Transfer certificate: %{name}',
    name: (r) => r.tcNumber,
    saved: 'Transfer certificate saved',
  }),
};

/** Import many TCs: a spreadsheet and the scans, checked first (dry run), added only when clean. */
export function TcImport() {
  const t = useWords();
  const notify = useNotify();
  const [sheet, setSheet] = useState<File | null>(null);
  const [scans, setScans] = useState<File[]>([]);
  const [report, setReport] = useState<TcImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(dryRun: boolean) {
    if (!sheet) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('sheet', sheet, sheet.name);
      for (const scan of scans) form.append('scans', scan, scan.name);
      const { report: answer } = await postFiles<{ report: TcImportReport }>(
        `/admin/transfer-certificates/import?dryRun=${dryRun}`,
        form,
      );
      setReport(answer);
      if (!dryRun && answer.added > 0)
        notify(t('%{count} transfer certificates added', { count: answer.added }), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const clean = report?.dryRun === true && report.problems.length === 0 && report.toAdd.length > 0;
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title="Import transfer certificates" />
      <Typography variant="h6">{t('Import transfer certificates')}</Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {t('A spreadsheet (CSV or .xlsx) with one row per TC and these columns: %{columns}.', {
          columns: TC_IMPORT_COLUMNS.join(', '),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t(
          'With it, the scans: one PDF or picture per TC, named by its TC number (TC/2024/153 becomes TC-2024-153.pdf). Check first: nothing is added until every row is right.',
        )}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MuiButton variant="outlined" component="label">
          {t('Choose the spreadsheet')}
          <input
            hidden
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="tc-import-sheet"
            onChange={(event) => {
              setSheet(event.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </MuiButton>
        {sheet ? <Typography variant="body2">{sheet.name}</Typography> : null}
        <MuiButton variant="outlined" component="label">
          {t('Choose the scans')}
          <input
            hidden
            multiple
            type="file"
            accept={SCAN_TYPES}
            data-testid="tc-import-scans"
            onChange={(event) => {
              setScans([...(event.target.files ?? [])]);
              setReport(null);
            }}
          />
        </MuiButton>
        <Typography variant="body2">{t('%{count} scans chosen', { count: scans.length })}</Typography>
        <Stack direction="row" spacing={1}>
          <MuiButton variant="contained" disabled={!sheet || busy} onClick={() => send(true)}>
            {t('Check the file')}
          </MuiButton>
          <MuiButton
            variant="contained"
            color="success"
            disabled={!clean || busy}
            onClick={() => send(false)}
          >
            {t('Add %{count} transfer certificates', { count: report?.toAdd.length ?? 0 })}
          </MuiButton>
        </Stack>
        {busy ? <Typography variant="body2">{t('Working…')}</Typography> : null}
      </Stack>
      {report ? (
        <Box sx={{ mt: 3 }} data-testid="tc-import-report">
          {!report.dryRun && report.added > 0 ? (
            <Alert severity="success">
              {t('%{count} transfer certificates added', { count: report.added })}
            </Alert>
          ) : report.problems.length === 0 ? (
            <Alert severity="success">
              {t('The file is right: %{count} transfer certificates will be added.', {
                count: report.toAdd.length,
              })}
            </Alert>
          ) : (
            <Alert severity="error">
              {t('%{count} problems: nothing is added until they are put right.', {
                count: report.problems.length,
              })}
            </Alert>
          )}
          {report.problems.length > 0 ? (
            <Table size="small" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Row')}</TableCell>
                  <TableCell>{t('TC number')}</TableCell>
                  <TableCell>{t('Problem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.problems.map((problem, index) => (
                  <TableRow key={index}>
                    <TableCell>{problem.row ?? t('(scan)')}</TableCell>
                    <TableCell>{problem.tcNumber}</TableCell>
                    <TableCell>{problem.problem}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

const RESULT_WORDS = { found: 'Found', withdrawn: 'Withdrawn', 'not-found': 'No match' } as const;
const VIA_WORDS = { form: 'Form', qr: 'QR code' } as const;

/** Every public look-up, newest first: when, from which address, which TC number, found or not. */
export function TcLookups() {
  const t = useWords();
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    queryKey: ['admin', 'tc-lookups', page],
    queryFn: ({ signal }) =>
      adminFetch<{ items: TcLookup[]; pagination: Pagination }>(
        `/admin/transfer-certificates/lookups?page=${page}&limit=25`,
        { signal },
      ),
  });
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title="TC look-ups" />
      <Typography variant="h6">{t('TC look-ups')}</Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {t('Every look-up on the public verification page, newest first.')}
      </Typography>
      <Table size="small" data-testid="tc-lookups">
        <TableHead>
          <TableRow>
            <TableCell>{t('Time')}</TableCell>
            <TableCell>{t('Address')}</TableCell>
            <TableCell>{t('TC number')}</TableCell>
            <TableCell>{t('Result')}</TableCell>
            <TableCell>{t('By')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.items ?? []).map((lookup) => (
            <TableRow key={lookup._id}>
              <TableCell>{formatDate(lookup.createdAt, true)}</TableCell>
              <TableCell>{lookup.address}</TableCell>
              <TableCell>{lookup.tcNumber}</TableCell>
              <TableCell>{t(RESULT_WORDS[lookup.result])}</TableCell>
              <TableCell>{t(VIA_WORDS[lookup.via])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data && data.items.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('No look-ups yet.')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <MuiButton disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('Newer')}
        </MuiButton>
        <MuiButton disabled={!data || page >= data.pagination.pages} onClick={() => setPage(page + 1)}>
          {t('Older')}
        </MuiButton>
      </Stack>
    </Box>
  );
}
