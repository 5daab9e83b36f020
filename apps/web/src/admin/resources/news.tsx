import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Button, Typography } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  FunctionField,
  NumberInput,
  SelectInput,
  TextField,
  TextInput,
  required,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import {
  EVENT_STATUSES,
  HOME_NOTICES_COUNT,
  NOTICE_PRIORITIES,
  eventShareText,
  noticePath,
  noticeShareText,
  type Notice,
  type SchoolEvent,
} from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import {
  asWords,
  formatDate,
  fromIndiaInput,
  ordinal,
  schoolDateOf,
  schoolToday,
  toIndiaInput,
} from '../components/format';
import { choices, makeFormPages, needs, type AfterEdit } from '../components/forms';
import { IndianDateField, MoveButtons, ResponsiveList, searchFilter } from '../components/list-parts';
import { RichTextInput } from '../components/rich-text-input';
import { ImageUploadInput, PdfUploadInput } from '../components/upload-input';
import { useWords, type Words } from '../components/admin-text';

const VISIBILITY: Record<string, string> = {
  live: 'On the site',
  draft: 'Draft',
  scheduled: 'Scheduled',
  expired: 'Expired',
};
const visibility = (r: RaRecord, t: Words) => t(VISIBILITY[r.visibility as string] ?? '');

/** The ids of the notices Home shows now, in order (the same public call Home makes). */
function useHomeNoticeIds(): string[] | undefined {
  const { data } = useQuery({
    queryKey: ['admin', 'home-notices'],
    queryFn: ({ signal }) =>
      adminFetch<{ notices: Notice[] }>(`/notices?limit=${HOME_NOTICES_COUNT}&sortBy=order&sortOrder=asc`, {
        signal,
      }),
  });
  return data?.notices.map((n) => n._id);
}

/** Where a notice appears: 'Home (2nd)', or why it is not there. */
function noticeWhere(record: RaRecord, homeIds: string[] | undefined, t: Words): string {
  if (record.visibility === 'draft') return t('Nowhere: draft');
  if (record.visibility === 'scheduled')
    return t('Not yet: from %{date}', { date: formatDate(record.publishAt, true) });
  if (record.visibility === 'expired') return t('Nowhere: expired');
  if (!homeIds) return '…';
  const index = homeIds.indexOf(String(record.id));
  return index >= 0
    ? t('Home (%{place})', { place: ordinal(index + 1), n: index + 1 })
    : t('Not on Home (it shows %{count})', { count: HOME_NOTICES_COUNT });
}

function NoticeWhereField() {
  const homeIds = useHomeNoticeIds();
  const t = useWords();
  return <FunctionField label="Where" render={(r: RaRecord) => noticeWhere(r, homeIds, t)} />;
}

function eventWhere(record: RaRecord, t: Words): string {
  if (record.visibility !== 'live') return visibility(record, t);
  const lastDay = schoolDateOf(record.endDate || record.date);
  if (lastDay < schoolToday()) return t('Past: not on Home');
  if (record.status === 'completed' || record.status === 'cancelled')
    return t('%{status}: not on Home', { status: t(asWords(record.status)) });
  return t('Home, if among the next 5');
}

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
      <DateTimeInput
        source="publishAt"
        label="Publish at (optional)"
        helperText="India time (IST). Hidden until this time"
        format={toIndiaInput}
        parse={fromIndiaInput}
      />
      <DateTimeInput
        source="expireAt"
        label="Expire at (optional)"
        helperText="India time (IST). Hidden from this time on"
        format={toIndiaInput}
        parse={fromIndiaInput}
      />
    </>
  );
}

const BODY_HELP =
  'Select words and press a button to format them; Paragraphs makes each selected line a paragraph. Scripts are refused.';

function NoticeFields() {
  return (
    <>
      <TextInput source="title" validate={needs('Please give the notice a title')} fullWidth />
      <TextInput
        source="description"
        multiline
        minRows={3}
        fullWidth
        helperText="A line or two for Home's card, the notices list and previews"
      />
      <RichTextInput source="body" label="Text of the notice's page" helperText={BODY_HELP} />
      <TextInput source="type" defaultValue="General" helperText="e.g. General, Examination, Holiday" />
      {/* India's today and India's date of a stored instant, whatever the computer's zone. */}
      <DateInput source="date" validate={required()} defaultValue={schoolToday()} format={schoolDateOf} />
      <ImageUploadInput
        source="imageUrl"
        label="Picture (optional): shown on the page and in WhatsApp previews"
        folder="item-pictures"
      />
      <PageAddressInputs folder="notices" preview={<NoticeShareText />} />
      <SelectInput source="priority" choices={choices(NOTICE_PRIORITIES)} defaultValue="medium" />
      <PdfUploadInput source="pdfFile" label="PDF (optional)" folder="notices" />
      <NumberInput
        source="order"
        defaultValue={0}
        min={0}
        helperText="Lower numbers come first; among equal numbers the newest notice comes first"
      />
      <PublicationInputs />
      <SendAgainInput />
    </>
  );
}

function NoticeList() {
  const homeIds = useHomeNoticeIds();
  const t = useWords();
  return (
    <ResponsiveList
      filters={publicationFilters}
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.title}
      secondary={(r) => `${formatDate(r.date)} · ${noticeWhere(r, homeIds, t)}`}
      orderable
    >
      <TextField source="title" />
      <TextField source="type" />
      <IndianDateField source="date" />
      <FunctionField label="Priority" sortBy="priority" render={(r: RaRecord) => t(asWords(r.priority))} />
      <NoticeWhereField />
      <FunctionField label="PDF" render={(r: RaRecord) => (r.pdfFile ? t('Yes') : '—')} />
      <MoveButtons />
    </ResponsiveList>
  );
}

/**
 * On a notice or event already on the website: 'Send to subscribers again'. Saving an edit sends
 * nothing by itself; ticked, the saved version goes to its subscribers once more.
 */
function SendAgainInput() {
  const record = useRecordContext<RaRecord & { visibility?: string }>();
  if (!record || record.visibility !== 'live') return null;
  return (
    <BooleanInput
      source="sendAgain"
      label="Send to subscribers again"
      helperText="Saving an edit sends nothing to subscribers unless this is ticked"
      defaultValue={false}
    />
  );
}

/** After an edit: the 'send again' tick asks the server to send the item once more. */
const sendAgainAfterEdit =
  (kind: 'notices' | 'events'): AfterEdit =>
  async (record, values) => {
    if (values.sendAgain !== true) return;
    await adminFetch(`/admin/${kind}/${String(record.id)}/send-again`, { method: 'POST' });
  };

export const notices = {
  list: NoticeList,
  ...makeFormPages(
    NoticeFields,
    {
      create: 'New notice',
      edit: 'Notice: %{name}',
      name: (r) => r.title,
      saved: (r) => (r.publication === 'draft' ? 'Notice saved as a draft' : 'Notice published'),
    },
    { afterEdit: sendAgainAfterEdit('notices') },
  ),
};

/**
 * What 'Share on WhatsApp' sends for this notice or event, with a button to copy it for staff's
 * groups; `text` gives undefined until the record has its address (saved once).
 */
function ShareTextPreview<T>({
  waiting,
  text,
}: {
  /** Said until the record has its address. */
  waiting: string;
  text: (values: Partial<T>) => string | undefined;
}) {
  const shared = text(useWatch() as Partial<T>);
  const [copied, setCopied] = useState(false);
  const t = useWords();
  if (!shared) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t(waiting)}
      </Typography>
    );
  }
  return (
    <Box sx={{ my: 1, p: 2, bgcolor: 'grey.100', borderRadius: 1, maxWidth: 600 }}>
      <Typography variant="subtitle2">{t('Text for WhatsApp')}</Typography>
      <Typography
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}
        data-testid="share-text"
      >
        {shared}
      </Typography>
      <Button
        size="small"
        variant="contained"
        sx={{ mt: 1 }}
        onClick={() => {
          void navigator.clipboard.writeText(shared).then(() => setCopied(true));
        }}
      >
        {copied ? t('Copied') : t('Copy for WhatsApp')}
      </Button>
    </Box>
  );
}

/** The page's address and what WhatsApp shares of it, with the text staff can copy. */
function PageAddressInputs({ folder, preview }: { folder: 'notices' | 'events'; preview: ReactNode }) {
  const t = useWords();
  return (
    <>
      <TextInput
        source="slug"
        label="Page address"
        helperText={t('%{folder}/<this>. Empty: made from the title, and kept when the title changes', {
          folder,
        })}
      />
      <TextInput
        source="shareText"
        label="Share text (optional)"
        multiline
        fullWidth
        helperText="What staff paste into WhatsApp groups; empty: the title and date. The page's link is added."
      />
      {preview}
    </>
  );
}

function EventShareText() {
  return (
    <ShareTextPreview<SchoolEvent>
      waiting="The text to share on WhatsApp appears here once the event is saved."
      text={(values) =>
        values.slug && values.date
          ? eventShareText(
              {
                title: values.title ?? '',
                date: values.date,
                endDate: values.endDate ?? null,
                slug: values.slug,
                shareText: values.shareText ?? '',
              },
              window.location.origin,
            )
          : undefined
      }
    />
  );
}

function NoticeShareText() {
  return (
    <ShareTextPreview<Notice>
      waiting="The text to share on WhatsApp appears here once the notice is saved."
      text={(values) =>
        values.slug && values.date
          ? noticeShareText(
              { title: values.title ?? '', date: values.date, shareText: values.shareText ?? '' },
              `${window.location.origin}${noticePath(values.slug)}`,
            )
          : undefined
      }
    />
  );
}

function EventFields() {
  return (
    <>
      <TextInput source="title" validate={needs('Please give the event a title')} fullWidth />
      <TextInput
        source="description"
        multiline
        minRows={2}
        fullWidth
        helperText="A line or two for cards and previews"
      />
      <RichTextInput source="body" label="Text of the event's page" helperText={BODY_HELP} />
      <DateTimeInput
        source="date"
        label="Starts"
        helperText="India time (IST)"
        format={toIndiaInput}
        parse={fromIndiaInput}
        validate={required('Please give the event a date')}
      />
      <DateTimeInput
        source="endDate"
        label="Ends (optional)"
        helperText="India time (IST). Without an end: 4 pm that day"
        format={toIndiaInput}
        parse={fromIndiaInput}
      />
      <TextInput source="location" />
      <ImageUploadInput
        source="picture"
        label="Picture (optional): shown on the page and in WhatsApp previews"
        folder="item-pictures"
      />
      <PageAddressInputs folder="events" preview={<EventShareText />} />
      <TextInput source="type" defaultValue="General" />
      <SelectInput source="status" choices={choices(EVENT_STATUSES)} defaultValue="upcoming" />
      <PdfUploadInput source="pdfFile" label="PDF (optional)" folder="events" />
      <NumberInput source="order" defaultValue={0} />
      <PublicationInputs />
      <SendAgainInput />
    </>
  );
}

function EventList() {
  const t = useWords();
  return (
    <ResponsiveList
      filters={publicationFilters}
      sort={{ field: 'date', order: 'DESC' }}
      primary={(r) => r.title}
      secondary={(r) => `${formatDate(r.date, true)} · ${t(asWords(r.status))} · ${eventWhere(r, t)}`}
      orderable
    >
      <TextField source="title" />
      <IndianDateField source="date" showTime />
      <TextField source="location" />
      <FunctionField label="Status" sortable={false} render={(r: RaRecord) => t(asWords(r.status))} />
      <FunctionField label="Where" render={(r: RaRecord) => eventWhere(r, t)} />
      <MoveButtons />
    </ResponsiveList>
  );
}

export const events = {
  list: EventList,
  ...makeFormPages(
    EventFields,
    {
      create: 'New event',
      edit: 'Event: %{name}',
      name: (r) => r.title,
      saved: (r) => (r.publication === 'draft' ? 'Event saved as a draft' : 'Event published'),
    },
    { afterEdit: sendAgainAfterEdit('events') },
  ),
};
