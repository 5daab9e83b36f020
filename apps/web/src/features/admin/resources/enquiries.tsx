import DownloadIcon from '@mui/icons-material/Download';
import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
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
import { useIsSmall } from '../components/list-parts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail, phone, message" />,
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    choices={[
      { id: 'enquiry', name: 'Quick enquiry' },
      { id: 'admission', name: 'Admission enquiry' },
    ]}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'new', name: 'New' },
      { id: 'handled', name: 'Handled' },
    ]}
    alwaysOn
  />,
  <SelectInput
    key="delivery"
    source="delivery"
    label="Mail"
    choices={[
      { id: 'pending', name: 'Waiting to send' },
      { id: 'sent', name: 'Sent' },
      { id: 'failed', name: 'Failed' },
    ]}
  />,
];

const DELIVERY_COLOUR = { pending: 'warning', sent: 'success', failed: 'error' } as const;

function DeliveryChip({ record }: { record: RaRecord }) {
  const delivery = String(record.delivery) as keyof typeof DELIVERY_COLOUR;
  return <Chip size="small" label={delivery} color={DELIVERY_COLOUR[delivery] ?? 'default'} />;
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
      ) : (
        <Button
          label="Mark handled"
          onClick={() => run(() => dataProvider.setEnquiryStatus(record.id, 'handled'), 'Marked handled')}
        >
          <DoneIcon />
        </Button>
      )}
      {record.delivery !== 'sent' ? (
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

export const enquiries = {
  list: () => <EnquiryList />,
  show: () => (
    <Show actions={<EnquiryActions />} title="Enquiry">
      <SimpleShowLayout>
        <DateField source="createdAt" label="Received" showTime />
        <TextField source="kind" />
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
        <TextField source="status" />
        <FunctionField label="Mail" render={(r: RaRecord) => <DeliveryChip record={r} />} />
        <TextField source="attempts" label="Send attempts" />
        <TextField source="lastError" label="Last mail error" emptyText="none" />
      </SimpleShowLayout>
    </Show>
  ),
};

function EnquiryList() {
  const isSmall = useIsSmall();
  return (
    <List
      title="Enquiry inbox"
      filters={filters}
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
          primaryText={(r: RaRecord) => `${r.name} (${r.kind === 'admission' ? 'admission' : 'enquiry'})`}
          secondaryText={(r: RaRecord) => `${r.email} · ${r.status} · mail ${r.delivery}`}
          tertiaryText={(r: RaRecord) => new Date(String(r.createdAt)).toLocaleDateString()}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <DateField source="createdAt" label="Received" showTime />
          <TextField source="kind" sortable={false} />
          <TextField source="name" />
          <TextField source="email" sortable={false} />
          <TextField source="phone" sortable={false} />
          <TextField source="status" />
          <FunctionField
            label="Mail"
            sortBy="delivery"
            render={(r: RaRecord) => <DeliveryChip record={r} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
