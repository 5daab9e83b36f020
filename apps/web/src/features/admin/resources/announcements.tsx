import {
  DateTimeInput,
  FunctionField,
  maxLength,
  SelectInput,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { ANNOUNCEMENT_LEVELS, ANNOUNCEMENT_TEXT_MAX } from '@skp/shared';
import { asWords, fromIndiaInput, indiaTime, toIndiaInput } from '../components/format';
import { choices, makeFormPages, needs } from '../components/forms';
import { ResponsiveList } from '../components/list-parts';
import { useWords } from '../components/admin-text';

const STATE_LABEL: Record<string, string> = {
  current: 'Showing now',
  future: 'Starts later',
  past: 'Ended',
};

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
