import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Box, Button, Typography } from '@mui/material';
import {
  DateTimeInput,
  FunctionField,
  maxLength,
  SelectInput,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { ANNOUNCEMENT_LEVELS, ANNOUNCEMENT_TEXT_MAX, schoolToday } from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import { asWords, fromIndiaInput, indiaTime, toIndiaInput } from '../components/format';
import { choices, makeFormPages, needs } from '../components/forms';
import { ResponsiveList } from '../components/list-parts';
import { useWords } from '../components/admin-text';

const STATE_LABEL: Record<string, string> = {
  current: 'Showing now',
  future: 'Starts later',
  past: 'Ended',
};

/**
 * 'Today only' (from now to 23:59 India time today, filled into the form for Save) and, on a banner
 * showing now, 'End now' (ends it at once on the server: gone from every page).
 */
function QuickTimes() {
  const t = useWords();
  const form = useFormContext();
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);

  function todayOnly() {
    const now = toIndiaInput(new Date().toISOString());
    form.setValue('startsAt', fromIndiaInput(now), { shouldDirty: true, shouldValidate: true });
    form.setValue('endsAt', fromIndiaInput(`${schoolToday()}T23:59`), {
      shouldDirty: true,
      shouldValidate: true,
    });
  }

  async function endNow() {
    if (!record?.id) return;
    setBusy(true);
    try {
      await adminFetch(`/admin/announcements/${record.id}/end`, { method: 'POST' });
      form.reset(form.getValues());
      notify('Announcement ended: it is off the site now', { type: 'success' });
      redirect('list', 'announcements');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <Button size="small" variant="outlined" onClick={todayOnly}>
        {t('Today only')}
      </Button>
      {record?.state === 'current' && (
        <Button size="small" variant="contained" color="warning" onClick={endNow} disabled={busy}>
          {t('End now')}
        </Button>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('Today only: from now until 11:59 pm today (India time). End now: off every page at once.')}
      </Typography>
    </Box>
  );
}

function AnnouncementFields() {
  const t = useWords();
  return (
    <>
      <SelectInput
        source="level"
        choices={ANNOUNCEMENT_LEVELS.map((level) => ({
          id: level,
          name:
            level === 'urgent'
              ? 'Urgent (red; visitors cannot close it)'
              : t('%{level} (visitors can close it)', { level: t(asWords(level)) }),
        }))}
        defaultValue="info"
        validate={needs('Please choose a level')}
      />
      <TextInput
        source="text"
        validate={[
          needs('Please write the announcement'),
          maxLength(ANNOUNCEMENT_TEXT_MAX, 'At most %{max} characters, please'),
        ]}
        multiline
        fullWidth
        helperText={t('One or two short lines, at most %{max} characters', { max: ANNOUNCEMENT_TEXT_MAX })}
      />
      <TextInput
        source="link"
        fullWidth
        helperText="Optional 'Read more' link: a page of this site (e.g. /admissions) or a web address"
      />
      <DateTimeInput
        source="startsAt"
        label="Starts at (India time)"
        format={toIndiaInput}
        parse={fromIndiaInput}
        validate={needs('Please give a start time')}
      />
      <DateTimeInput
        source="endsAt"
        label="Ends at (India time)"
        format={toIndiaInput}
        parse={fromIndiaInput}
        validate={needs('Please give an end time')}
        helperText="Only one announcement of each level can show at a time"
      />
      <QuickTimes />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(
          "The Hindi pages show the banner's Hindi text: after Save, press 'Translate into Hindi' at the top. Until then they show the English.",
        )}
      </Typography>
    </>
  );
}

/** The history: past, current and future announcements, newest start first. */
function AnnouncementList() {
  const t = useWords();
  const state = (r: RaRecord) => t(STATE_LABEL[r.state] ?? '');
  return (
    <ResponsiveList
      filters={[<SelectInput key="level" source="level" choices={choices(ANNOUNCEMENT_LEVELS)} alwaysOn />]}
      sort={{ field: 'startsAt', order: 'DESC' }}
      primary={(r) => r.text}
      secondary={(r) =>
        `${t(asWords(r.level))} · ${state(r)} · ${t('%{start} to %{end}', { start: indiaTime(r.startsAt), end: indiaTime(r.endsAt) })}`
      }
    >
      <FunctionField label="Level" sortBy="level" render={(r: RaRecord) => t(asWords(r.level))} />
      <TextField source="text" sortable={false} />
      <FunctionField label="Starts" sortBy="startsAt" render={(r: RaRecord) => indiaTime(r.startsAt)} />
      <FunctionField label="Ends" sortBy="endsAt" render={(r: RaRecord) => indiaTime(r.endsAt)} />
      <FunctionField label="Now" sortable={false} render={state} />
    </ResponsiveList>
  );
}

export const announcements = {
  list: AnnouncementList,
  ...makeFormPages(AnnouncementFields, {
    create: 'New announcement',
    edit: 'Announcement: %{name}',
    name: (r) => r.text,
    saved: 'Announcement saved',
  }),
};
