import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Datagrid, FunctionField, List, Title, useBasename, useNotify, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { schoolToday, type PersonalRecord, type PrivacyIncident, type PrivacyRequest } from '@skp/shared';
import { ADMIN_API, adminFetch } from '../api/admin-http';
import { formatDate } from '../components/format';
import { useWords, type Words } from '../components/admin-text';

const KIND_WORDS: Record<PrivacyRequest['kind'], string> = {
  see: 'See their data',
  correct: 'Correct their data',
  erase: 'Erase their data',
};

const STATUS_WORDS: Record<PrivacyRequest['status'], string> = { open: 'Open', done: 'Done' };

/** Privacy > Requests: parents' proved requests, open ones first (soonest due first), a page at a time. */
export function PrivacyRequests() {
  const t = useWords();
  const base = useBasename();
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h6" component="h1">
        {t('Privacy requests')}
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {t(
          'Parents asking to see, correct or erase their data. Each proved their e-mail address with a code. Answer by the due date.',
        )}
      </Typography>
      <Box data-testid="privacy-requests">
        <List resource="privacy/requests" title="Privacy requests" perPage={25} actions={false} empty={false}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography variant="body2">{t('No requests yet.')}</Typography>}
          >
            <FunctionField
              label="Received"
              sortable={false}
              render={(r: RaRecord) => formatDate(String(r.createdAt), true)}
            />
            <FunctionField
              label="E-mail"
              sortable={false}
              render={(r: RaRecord) => (
                <RouterLink to={`${base}/privacy/requests/${r.id}`}>{String(r.email)}</RouterLink>
              )}
            />
            <FunctionField
              label="Asks to"
              sortable={false}
              render={(r: RaRecord) => t(KIND_WORDS[r.kind as PrivacyRequest['kind']])}
            />
            <FunctionField
              label="Due by"
              sortable={false}
              render={(r: RaRecord) => (
                <Box component="span" sx={r.overdue ? { color: 'error.main', fontWeight: 700 } : undefined}>
                  {formatDate(String(r.dueAt))}
                  {r.overdue ? ` · ${t('Overdue')}` : ''}
                </Box>
              )}
            />
            <FunctionField
              label="Status"
              sortable={false}
              render={(r: RaRecord) => t(STATUS_WORDS[r.status as PrivacyRequest['status']])}
            />
          </Datagrid>
        </List>
      </Box>
    </Box>
  );
}

/** One record held for the address: its fields, and for a correction, a form to change them. */
function RecordCard({
  record,
  correctable,
  requestId,
  onCorrected,
}: {
  record: PersonalRecord;
  correctable: string[];
  requestId: string;
  onCorrected: () => void;
}) {
  const t = useWords();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const save = async () => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => value !== (record.fields[field] ?? '')),
    );
    try {
      await adminFetch(`/admin/privacy/requests/${requestId}/records/${record.source}/${record.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ fields: changed }),
      });
      notify(t('Corrected'), { type: 'success' });
      setEditing(false);
      onCorrected();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card variant="outlined" data-testid="personal-record">
      <CardContent>
        <Typography variant="subtitle2">
          {t(record.source === 'enquiries' ? 'Enquiry' : 'Record')} · {formatDate(record.createdAt, true)}
        </Typography>
        <Table size="small">
          <TableBody>
            {Object.entries(record.fields).map(([field, value]) => (
              <TableRow key={field}>
                <TableCell component="th" sx={{ width: 180 }} lang="en">
                  {field}
                </TableCell>
                <TableCell>
                  {editing && correctable.includes(field) ? (
                    <TextField
                      size="small"
                      fullWidth
                      label={field}
                      defaultValue={value}
                      onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
                    />
                  ) : (
                    <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {correctable.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {editing ? (
              <>
                <MuiButton variant="contained" onClick={() => void save()}>
                  {t('Save correction')}
                </MuiButton>
                <MuiButton onClick={() => setEditing(false)}>{t('Cancel')}</MuiButton>
              </>
            ) : (
              <MuiButton onClick={() => setEditing(true)}>{t('Correct')}</MuiButton>
            )}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** One request: everything held for the address on one screen; export, erase, correct, close. */
export function PrivacyRequestView() {
  const t = useWords();
  const { id = '' } = useParams();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [confirmErase, setConfirmErase] = useState(false);
  const key = ['admin', 'privacy-request', id];
  const { data, refetch } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      adminFetch<{
        request: PrivacyRequest;
        records: PersonalRecord[];
        correctable: Record<string, string[]>;
      }>(`/admin/privacy/requests/${id}`, { signal }),
  });
  if (!data) return null;
  const { request, records } = data;
  const erase = async () => {
    try {
      const result = await adminFetch<{ erased: Record<string, number> }>(
        `/admin/privacy/requests/${id}/erase`,
        {
          method: 'POST',
        },
      );
      const count = Object.values(result.erased).reduce((a, b) => a + b, 0);
      notify(t('Erased %{count} records', { count }), { type: 'success' });
      setConfirmErase(false);
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const close = async () => {
    try {
      const result = await adminFetch<{ mailed: boolean }>(`/admin/privacy/requests/${id}/close`, {
        method: 'POST',
        body: JSON.stringify({ answer }),
      });
      notify(
        t(
          result.mailed
            ? 'Done: the answer was mailed to the parent'
            : 'Done, but the answer could not be mailed',
        ),
        {
          type: result.mailed ? 'success' : 'warning',
        },
      );
      await refetch();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'privacy-requests'] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Title title="Privacy request" />
      <Typography variant="h6" component="h1">
        {t('Request from %{email}', { email: request.email })}
      </Typography>
      <Typography variant="body2" data-testid="privacy-request-facts">
        {t(KIND_WORDS[request.kind])} · {t('Received')} {formatDate(request.createdAt, true)} · {t('Due by')}{' '}
        {formatDate(request.dueAt)} · {t(STATUS_WORDS[request.status])}
      </Typography>
      {request.overdue ? <Alert severity="error">{t('This request is past its due date.')}</Alert> : null}
      {request.correction ? (
        <Alert severity="info">
          {t('What the parent says is wrong:')}{' '}
          <span style={{ whiteSpace: 'pre-wrap' }}>{request.correction}</span>
        </Alert>
      ) : null}
      <Typography variant="subtitle1" component="h2">
        {t('Everything held for this address')}
      </Typography>
      {records.length === 0 ? (
        <Typography variant="body2" data-testid="nothing-held">
          {t('Nothing is held for this address.')}
        </Typography>
      ) : (
        records.map((record) => (
          <RecordCard
            key={`${record.source}-${record.id}`}
            record={record}
            correctable={
              request.kind === 'correct' && request.status === 'open'
                ? (data.correctable[record.source] ?? [])
                : []
            }
            requestId={id}
            onCorrected={() => void refetch()}
          />
        ))
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MuiButton
          variant="outlined"
          href={`${ADMIN_API}/admin/privacy/requests/${id}/export?format=json`}
          download
        >
          {t('Export as JSON')}
        </MuiButton>
        <MuiButton
          variant="outlined"
          href={`${ADMIN_API}/admin/privacy/requests/${id}/export?format=csv`}
          download
        >
          {t('Export as CSV')}
        </MuiButton>
        {records.length > 0 ? (
          confirmErase ? (
            <>
              <MuiButton color="error" variant="contained" onClick={() => void erase()}>
                {t('Yes, erase everything for good')}
              </MuiButton>
              <MuiButton onClick={() => setConfirmErase(false)}>{t('Cancel')}</MuiButton>
            </>
          ) : (
            <MuiButton color="error" variant="outlined" onClick={() => setConfirmErase(true)}>
              {t('Erase everything held')}
            </MuiButton>
          )
        ) : null}
      </Stack>
      {request.status === 'open' ? (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {t('Close the request')}
            </Typography>
            <TextField
              label="Answer to the parent (optional)"
              helperText="Mailed to the parent with a short note that the school has done what they asked."
              multiline
              minRows={2}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
            <MuiButton variant="contained" sx={{ justifySelf: 'start' }} onClick={() => void close()}>
              {t('Mark done and mail the answer')}
            </MuiButton>
          </CardContent>
        </Card>
      ) : (
        <Alert severity="success">
          {t('Done on %{date} by %{name}', {
            date: formatDate(request.closedAt, true),
            name: request.closedBy ?? '',
          })}
        </Alert>
      )}
    </Box>
  );
}

/** The 72-hour clock to the Data Protection Board's report: hours left, overdue, or reported. */
export function reportClock(
  incident: PrivacyIncident,
  t: Words,
  now = Date.now(),
): { text: string; late: boolean } {
  if (incident.reportedAt)
    return {
      text: t('Reported to the Board on %{date}', { date: formatDate(incident.reportedAt, true) }),
      late: false,
    };
  const hours = Math.floor((new Date(incident.reportDueAt).getTime() - now) / 3_600_000);
  if (hours < 0)
    return { text: t('Report to the Board overdue by %{hours} hours', { hours: -hours }), late: true };
  return { text: t('%{hours} hours left to report to the Board', { hours }), late: hours < 24 };
}

/** Privacy > Incidents: record a breach; each one's clock to the Board's report. */
export function PrivacyIncidents() {
  const t = useWords();
  const base = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const [form, setForm] = useState({ what: '', foundAt: '', dataAffected: '', people: '' });
  const record = async () => {
    try {
      const foundAt = form.foundAt ? new Date(form.foundAt).toISOString() : '';
      const created = await adminFetch<{ incident: PrivacyIncident }>('/admin/privacy/incidents', {
        method: 'POST',
        body: JSON.stringify({ ...form, foundAt }),
      });
      navigate(`${base}/privacy/incidents/${created.incident._id}`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  return (
    <Box sx={{ p: 2, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h1">
        {t('Privacy incidents')}
      </Typography>
      <Typography variant="body2">
        {t(
          "Record any leak, loss or wrong sharing of parents' data at once: the Data Protection Board must have the school's report within 72 hours of finding it.",
        )}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TextField label="What happened" multiline minRows={2} value={form.what} onChange={set('what')} />
          <TextField
            label="When it was found"
            type="datetime-local"
            value={form.foundAt}
            onChange={set('foundAt')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="What data" value={form.dataAffected} onChange={set('dataAffected')} />
          <TextField label="How many people" type="number" value={form.people} onChange={set('people')} />
          <MuiButton variant="contained" sx={{ justifySelf: 'start' }} onClick={() => void record()}>
            {t('Record the incident')}
          </MuiButton>
        </CardContent>
      </Card>
      <Box data-testid="privacy-incidents">
        <List
          resource="privacy/incidents"
          title="Privacy incidents"
          perPage={25}
          actions={false}
          empty={false}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField
              label="Found"
              sortable={false}
              render={(r: RaRecord) => formatDate(String(r.foundAt), true)}
            />
            <FunctionField
              label="What happened"
              sortable={false}
              render={(r: RaRecord) => (
                <RouterLink to={`${base}/privacy/incidents/${r.id}`}>
                  {String(r.what).slice(0, 80)}
                </RouterLink>
              )}
            />
            <FunctionField
              label="Report to the Board"
              sortable={false}
              render={(r: RaRecord) => {
                const clock = reportClock(r as unknown as PrivacyIncident, t);
                return (
                  <Box
                    component="span"
                    sx={clock.late ? { color: 'error.main', fontWeight: 700 } : undefined}
                  >
                    {clock.text}
                  </Box>
                );
              }}
            />
          </Datagrid>
        </List>
      </Box>
    </Box>
  );
}

/** One incident: its clock, marking the report made, the parents' notice (edit, choose, approve and send). */
export function PrivacyIncidentView() {
  const t = useWords();
  const { id = '' } = useParams();
  const notify = useNotify();
  // Days as the school counts them (India time), as the server compares the enquiries' dates.
  const today = schoolToday();
  const [range, setRange] = useState({ from: today, to: today });
  const [count, setCount] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [textHi, setTextHi] = useState<string | null>(null);
  const [reportedOn, setReportedOn] = useState('');
  const { data, refetch } = useQuery({
    queryKey: ['admin', 'privacy-incident', id],
    queryFn: ({ signal }) =>
      adminFetch<{ incident: PrivacyIncident }>(`/admin/privacy/incidents/${id}`, { signal }),
    // While the outbox is sending, the counts below follow it.
    refetchInterval: (query) => (query.state.data?.incident.noticeProgress.queued ? 2_000 : false),
  });
  if (!data) return null;
  const { incident } = data;
  const clock = reportClock(incident, t);
  const approved = incident.noticeApprovedAt !== null;
  const edited =
    (text !== null && text !== incident.noticeText) || (textHi !== null && textHi !== incident.noticeTextHi);
  const patch = async (body: Record<string, unknown>, done: string) => {
    try {
      await adminFetch(`/admin/privacy/incidents/${id}`, { method: 'PATCH', body: JSON.stringify(body) });
      notify(t(done), { type: 'success' });
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const countAddresses = async () => {
    try {
      const answer = await adminFetch<{ count: number }>(
        `/admin/privacy/incidents/${id}/recipients?from=${range.from}&to=${range.to}`,
      );
      setCount(answer.count);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const send = async () => {
    try {
      const answer = await adminFetch<{ queued: number }>(`/admin/privacy/incidents/${id}/send`, {
        method: 'POST',
        body: JSON.stringify({ ...range, expectedCount: count }),
      });
      notify(t('Approved: %{queued} mails are being sent', answer), { type: 'success' });
      setCount(null);
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 960, display: 'grid', gap: 2 }}>
      <Title title="Privacy incident" />
      <Typography variant="h6" component="h1">
        {t('Privacy incident')}
      </Typography>
      <Alert
        severity={incident.reportedAt ? 'success' : clock.late ? 'error' : 'warning'}
        data-testid="incident-clock"
      >
        {clock.text}
      </Alert>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {incident.what}
      </Typography>
      <Typography variant="body2">
        {t('Found')}: {formatDate(incident.foundAt, true)} · {t('What data')}: {incident.dataAffected} ·{' '}
        {t('How many people')}: {incident.people}
      </Typography>
      {!incident.reportedAt ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label="Reported to the Board on"
            type="datetime-local"
            size="small"
            value={reportedOn}
            onChange={(event) => setReportedOn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <MuiButton
            variant="outlined"
            disabled={!reportedOn}
            onClick={() => void patch({ reportedAt: new Date(reportedOn).toISOString() }, 'Marked reported')}
          >
            {t('Mark reported')}
          </MuiButton>
        </Stack>
      ) : null}
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('Notice to the affected parents')}
          </Typography>
          <TextField
            label="The notice"
            helperText={
              approved
                ? t('Approved and sent: it can no longer be changed.')
                : t('Drafted from the record: say it in plain words, then save.')
            }
            multiline
            minRows={10}
            value={text ?? incident.noticeText}
            onChange={(event) => setText(event.target.value)}
            disabled={approved}
          />
          <TextField
            label={t('In Hindi')}
            helperText={t(
              'Parents whose enquiry was in Hindi get this one; everyone else gets the English one.',
            )}
            multiline
            minRows={10}
            value={textHi ?? incident.noticeTextHi}
            onChange={(event) => setTextHi(event.target.value)}
            disabled={approved}
          />
          <MuiButton
            variant="outlined"
            sx={{ justifySelf: 'start' }}
            disabled={!edited || approved}
            onClick={() =>
              void patch(
                { noticeText: text ?? incident.noticeText, noticeTextHi: textHi ?? incident.noticeTextHi },
                'Notice saved',
              )
            }
          >
            {t('Save the notice')}
          </MuiButton>
          <Typography variant="body2">
            {t(
              'Send it to everyone who sent an enquiry between these days (one mail each; nobody sees the other addresses):',
            )}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              label="From"
              type="date"
              size="small"
              value={range.from}
              onChange={(event) => {
                setRange((r) => ({ ...r, from: event.target.value }));
                setCount(null);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="To"
              type="date"
              size="small"
              value={range.to}
              onChange={(event) => {
                setRange((r) => ({ ...r, to: event.target.value }));
                setCount(null);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <MuiButton variant="outlined" onClick={() => void countAddresses()}>
              {t('Count the addresses')}
            </MuiButton>
          </Stack>
          {count !== null ? (
            count === 0 ? (
              <Typography variant="body2">{t('No enquiries in these days.')}</Typography>
            ) : (
              <MuiButton
                variant="contained"
                color="error"
                sx={{ justifySelf: 'start' }}
                disabled={edited}
                onClick={() => void send()}
              >
                {t('Approve and send to %{count} addresses', { count })}
              </MuiButton>
            )
          ) : null}
          {incident.noticeApprovedAt ? (
            <Alert
              severity={
                incident.noticeProgress.failed
                  ? 'warning'
                  : incident.noticeProgress.queued
                    ? 'info'
                    : 'success'
              }
              data-testid="incident-sent"
            >
              {t('Sent to %{sent} addresses · %{queued} waiting · %{failed} failed (approved %{date})', {
                ...incident.noticeProgress,
                date: formatDate(incident.noticeApprovedAt, true),
              })}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The dashboard's card: open requests, and a flag for those past their due date (admins only). */
export function PrivacyRequestsCard() {
  const t = useWords();
  const base = useBasename();
  const { data } = useQuery({
    queryKey: ['admin', 'privacy-request-counts'],
    queryFn: ({ signal }) =>
      adminFetch<{ counts: { open: number; overdue: number } }>('/admin/privacy/requests/counts', { signal }),
  });
  if (!data) return null;
  const { open, overdue } = data.counts;
  return (
    <Card data-testid="privacy-requests-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('Privacy requests')}
        </Typography>
        <Typography variant="h4" component="p" aria-label={t('Open privacy requests')}>
          {open}
        </Typography>
        <Typography variant="body2">
          {t(open === 1 ? '1 open request' : '%{count} open requests', { count: open })}
        </Typography>
        {overdue > 0 ? (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="privacy-requests-overdue">
            {t(
              overdue === 1 ? '1 request is past its due date' : '%{count} requests are past their due date',
              {
                count: overdue,
              },
            )}
          </Alert>
        ) : null}
        <MuiButton component={RouterLink} to={`${base}/privacy/requests`} size="small" sx={{ mt: 1 }}>
          {t('Open Privacy > Requests')}
        </MuiButton>
      </CardContent>
    </Card>
  );
}
