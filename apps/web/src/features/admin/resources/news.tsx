import {
  ChipField,
  DateField,
  DateInput,
  DateTimeInput,
  FunctionField,
  NumberInput,
  SelectInput,
  TextField,
  TextInput,
  required,
  type RaRecord,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import { EVENT_STATUSES, NOTICE_PRIORITIES } from '@skp/shared';
import { choices, makeFormPages } from '../components/forms';
import { MoveButtons, ResponsiveList, searchFilter } from '../components/list-parts';
import { PdfUploadInput } from '../components/upload-input';

const VISIBILITY: Record<string, string> = {
  live: 'On the site',
  draft: 'Draft',
  scheduled: 'Scheduled',
  expired: 'Expired',
};
const visibility = (r: RaRecord) => VISIBILITY[r.visibility as string] ?? '';
const longDate = (value: unknown) =>
  value
    ? new Date(String(value)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : '';

const publicationFilters = [
  ...searchFilter,
  <SelectInput key="publication" source="publication" choices={choices(['draft', 'published'])} />,
];

function PublicationInputs() {
  return (
    <>
      <SelectInput
        source="publication"
        choices={[
          { id: 'published', name: 'Published' },
          { id: 'draft', name: 'Draft (not on the site)' },
        ]}
        defaultValue="published"
        validate={required()}
      />
      <DateTimeInput source="publishAt" label="Publish at (optional)" helperText="Hidden until this time" />
      <DateTimeInput source="expireAt" label="Expire at (optional)" helperText="Hidden from this time on" />
    </>
  );
}

function NoticeFields() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={4} fullWidth />
      <TextInput source="type" defaultValue="General" helperText="e.g. General, Examination, Holiday" />
      <DateInput source="date" validate={required()} defaultValue={new Date().toISOString().slice(0, 10)} />
      <SelectInput source="priority" choices={choices(NOTICE_PRIORITIES)} defaultValue="medium" />
      <PdfUploadInput source="pdfFile" label="PDF (optional)" folder="notices" />
      <NumberInput source="order" defaultValue={0} helperText="Lower numbers come first" />
      <PublicationInputs />
    </>
  );
}

export const notices = {
  list: () => (
    <ResponsiveList
      filters={publicationFilters}
      sort={{ field: 'date', order: 'DESC' }}
      primary={(r) => r.title}
      secondary={(r) => `${longDate(r.date)} · ${visibility(r)}`}
    >
      <TextField source="title" />
      <TextField source="type" />
      <DateField source="date" options={{ year: 'numeric', month: 'long', day: 'numeric' }} />
      <ChipField source="priority" />
      <FunctionField label="Status" render={visibility} />
      <FunctionField label="PDF" render={(r: RaRecord) => (r.pdfFile ? 'Yes' : '—')} />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(NoticeFields, (r) => (r ? `Notice: ${r.title}` : 'New notice')),
};

function EventFields() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={4} fullWidth />
      <DateInput source="date" validate={required()} />
      <DateInput source="endDate" label="End date (optional)" />
      <TextInput source="location" />
      <TextInput source="type" defaultValue="General" />
      <SelectInput source="status" choices={choices(EVENT_STATUSES)} defaultValue="upcoming" />
      <PdfUploadInput source="pdfFile" label="PDF (optional)" folder="events" />
      <NumberInput source="order" defaultValue={0} />
      <PublicationInputs />
      <Alert severity="info" sx={{ my: 1 }}>
        The home page shows the next five upcoming events.
      </Alert>
    </>
  );
}

export const events = {
  list: () => (
    <ResponsiveList
      filters={publicationFilters}
      sort={{ field: 'date', order: 'DESC' }}
      primary={(r) => r.title}
      secondary={(r) => `${longDate(r.date)} · ${r.status} · ${visibility(r)}`}
    >
      <TextField source="title" />
      <DateField source="date" options={{ year: 'numeric', month: 'long', day: 'numeric' }} />
      <TextField source="location" />
      <ChipField source="status" />
      <FunctionField label="Visibility" render={visibility} />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(EventFields, (r) => (r ? `Event: ${r.title}` : 'New event')),
};
