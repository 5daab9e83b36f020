import DownloadIcon from '@mui/icons-material/Download';
import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Box, Chip, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ENQUIRY_NOTE_MAX } from '@skp/shared';
import {
  Button,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { AdminDataProvider } from '../api/data-provider';
import { adminFetch } from '../api/admin-http';
import { asWords, formatDate } from '../components/format';
import { IndianDateField, useIsSmall } from '../components/list-parts';
import { useWords, type Words } from '../components/admin-text';

type MailTransport = 'smtp' | 'emailjs' | 'none';

/** How enquiries are e-mailed, as the server has it configured (the inbox list says it). */
function useMailTransport(): MailTransport | undefined {
  const { data } = useQuery({
    queryKey: ['admin', 'mail-transport'],
    queryFn: ({ signal }) =>
      adminFetch<{ mailTransport: MailTransport }>('/admin/enquiries?limit=1', { signal }),
    staleTime: 60_000,
  });
  return data?.mailTransport;
}

export const NO_MAIL_MESSAGE =
  "E-mail delivery is not set up: every enquiry is kept here. To receive them by e-mail as well, ask the person who looks after the website's server to set up e-mail sending.";

const KIND_WORDS = { enquiry: 'Quick enquiry', admission: 'Admission enquiry' } as const;
const STATUS_WORDS = { new: 'New', handled: 'Handled' } as const;
const DELIVERY_WORDS = { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' } as const;

/** A filter choosing one of a field's stored values, shown by its words. */
const choiceFilter = (source: string, label: string, words: Record<string, string>, alwaysOn = true) => (
  <SelectInput
    key={source}
    source={source}
    label={label}
    choices={Object.entries(words).map(([id, name]) => ({ id, name }))}
    alwaysOn={alwaysOn}
  />
);

const filters = (t: Words) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={t('Search name, e-mail, phone, message')} />,
  choiceFilter('kind', 'Kind', KIND_WORDS),
  choiceFilter('status', 'Status', STATUS_WORDS),
  choiceFilter('delivery', 'Mail', DELIVERY_WORDS, false),
];

const DELIVERY_COLOUR = { pending: 'warning', sent: 'success', failed: 'error' } as const;

function DeliveryChip({ record }: { record: RaRecord }) {
  const transport = useMailTransport();
  const t = useWords();
  const delivery = String(record.delivery) as keyof typeof DELIVERY_COLOUR;
  if (transport === 'none' && delivery === 'pending') return <Chip size="small" label={t('Kept here')} />;
  return (
    <Chip
      size="small"
      label={t(DELIVERY_WORDS[delivery] ?? delivery)}
      color={DELIVERY_COLOUR[delivery] ?? 'default'}
    />
  );
}

/** Said once above the inbox when no mail transport is configured, instead of 'pending' on every row. */
function MailSetupNotice() {
  const transport = useMailTransport();
  const t = useWords();
  if (transport !== 'none') return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }} data-testid="mail-not-set-up">
      {t(NO_MAIL_MESSAGE)}
    </Alert>
  );
}

/** Send attempts and the last error, only when there is a mail transport to speak of. */
function MailDetails() {
  const transport = useMailTransport();
  const record = useRecordContext();
  const t = useWords();
  if (!record || transport === 'none') return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        <strong>{t('Send attempts:')}</strong> {String(record.attempts ?? 0)}
      </Typography>
      {record.lastError ? (
        <Typography variant="body2">
          <strong>{t('Last mail error:')}</strong> {String(record.lastError)}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Downloads the enquiries matching the current filters as CSV (same-origin, session cookie). */
function ExportCsvButton() {
  const { filterValues } = useListContext();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterValues ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      query.set(key === 'q' ? 'search' : key, String(value));
  }
  return (
    <Button
      label="Export CSV"
      component="a"
      href={`/api/admin/enquiries.csv?${query}`}
      download="enquiries.csv"
    >
      <DownloadIcon />
    </Button>
  );
}

function EnquiryActions() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const transport = useMailTransport();
  if (!record) return null;
  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      notify(message, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <TopToolbar>
      {record.status === 'handled' ? (
        <Button
          label="Mark as new"
          onClick={() => run(() => dataProvider.setEnquiryStatus(record.id, 'new'), 'Marked as new')}
        >
          <UndoIcon />
        </Button>
      ) : null}
      {record.delivery !== 'sent' && transport !== 'none' ? (
        <Button
          label="Retry sending"
          onClick={() =>
            run(() => dataProvider.retryEnquiry(record.id), 'The e-mail will be sent again shortly')
          }
        >
          <ReplayIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
}

/** Mark handled with a short note of what was said; who handled it is the signed-in staff member. */
function HandleEnquiry() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useWords();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  if (record.status === 'handled')
    return (
      <Stack spacing={0.5} data-testid="enquiry-handled">
        <Typography variant="body2">
          <strong>{t('Handled by:')}</strong> {String(record.handledBy ?? '')}
          {record.handledAt ? ` · ${formatDate(String(record.handledAt))}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>{t('What was said:')}</strong> {String(record.note || t('(no note)'))}
        </Typography>
      </Stack>
    );
  return (
    <Stack spacing={1} sx={{ maxWidth: 560 }}>
      <MuiTextField
        label={t('What was said (a short note)')}
        helperText={t('For example: Called back, fee details sent on WhatsApp')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: ENQUIRY_NOTE_MAX } }}
      />
      <Box>
        <Button
          label="Mark handled"
          variant="contained"
          disabled={saving}
          sx={{ minHeight: 44 }}
          onClick={async () => {
            setSaving(true);
            try {
              await dataProvider.setEnquiryStatus(record.id, 'handled', note);
              notify('Marked handled', { type: 'success' });
              setNote('');
              refresh();
            } catch (error) {
              notify((error as Error).message, { type: 'error' });
            } finally {
              setSaving(false);
            }
          }}
        >
          <DoneIcon />
        </Button>
      </Box>
    </Stack>
  );
}

function Details() {
  const record = useRecordContext();
  const details = Object.entries((record?.details as Record<string, string> | undefined) ?? {});
  if (details.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      {details.map(([key, value]) => (
        <Typography key={key} variant="body2">
          <strong>{key}:</strong> {value}
        </Typography>
      ))}
    </Stack>
  );
}

const kindWords = (r: RaRecord, t: Words) => t(KIND_WORDS[r.kind === 'admission' ? 'admission' : 'enquiry']);

function EnquiryShow() {
  const t = useWords();
  return (
    <Show actions={<EnquiryActions />} title="Enquiry">
      <SimpleShowLayout>
        <IndianDateField source="createdAt" label="Received" showTime />
        <FunctionField label="Kind" render={(r: RaRecord) => kindWords(r, t)} />
        <TextField source="name" />
        <FunctionField
          label="E-mail"
          render={(r: RaRecord) => <a href={`mailto:${String(r.email)}`}>{String(r.email)}</a>}
        />
        <FunctionField
          label="Phone"
          render={(r: RaRecord) => <a href={`tel:${String(r.phone)}`}>{String(r.phone)}</a>}
        />
        <FunctionField
          label="Message"
          render={(r: RaRecord) => <Box sx={{ whiteSpace: 'pre-wrap' }}>{String(r.message ?? '')}</Box>}
        />
        <Details />
        <FunctionField label="Status" render={(r: RaRecord) => t(asWords(r.status))} />
        <HandleEnquiry />
        <FunctionField label="Mail" render={(r: RaRecord) => <DeliveryChip record={r} />} />
        <MailDetails />
        <FunctionField
          label="Consent"
          render={(r: RaRecord) =>
            r.consentAt
              ? t('Given %{date} on the %{language} page, privacy notice version %{version}', {
                  date: formatDate(String(r.consentAt)),
                  language: t(r.locale === 'hi' ? 'Hindi' : 'English'),
                  version: String(r.noticeVersion ?? ''),
                })
              : t('Not recorded (sent before the privacy notice)')
          }
        />
      </SimpleShowLayout>
    </Show>
  );
}

export const enquiries = {
  list: () => <EnquiryList />,
  show: EnquiryShow,
};

function EnquiryList() {
  const isSmall = useIsSmall();
  const t = useWords();
  return (
    <>
      <MailSetupNotice />
      <List
        title="Enquiry inbox"
        filters={filters(t)}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={
          <TopToolbar>
            <ExportCsvButton />
          </TopToolbar>
        }
      >
        {isSmall ? (
          <SimpleList
            primaryText={(r: RaRecord) =>
              `${r.name} (${t(r.kind === 'admission' ? 'admission' : 'enquiry')})`
            }
            secondaryText={(r: RaRecord) =>
              `${r.email} · ${t(asWords(r.status))}${r.handledBy ? ` (${String(r.handledBy)})` : ''}`
            }
            tertiaryText={(r: RaRecord) => formatDate(r.createdAt)}
            linkType="show"
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick="show">
            <IndianDateField source="createdAt" label="Received" showTime />
            <FunctionField label="Kind" render={(r: RaRecord) => kindWords(r, t)} />
            <TextField source="name" />
            <TextField source="email" sortable={false} />
            <TextField source="phone" sortable={false} />
            <FunctionField label="Status" sortBy="status" render={(r: RaRecord) => t(asWords(r.status))} />
            <FunctionField
              label="Handled by"
              sortable={false}
              render={(r: RaRecord) => (
                <Box sx={{ maxWidth: 260 }}>
                  {String(r.handledBy ?? '')}
                  {r.note ? (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                      {String(r.note)}
                    </Typography>
                  ) : null}
                </Box>
              )}
            />
            <FunctionField
              label="Mail"
              sortBy="delivery"
              render={(r: RaRecord) => <DeliveryChip record={r} />}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
