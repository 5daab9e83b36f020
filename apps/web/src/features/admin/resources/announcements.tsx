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

const STATE_LABEL: Record<string, string> = {
  current: 'Showing now',
  future: 'Starts later',
  past: 'Ended',
};

function AnnouncementFields() {
  return (
    <>
      <SelectInput
        source="level"
        choices={ANNOUNCEMENT_LEVELS.map((level) => ({
          id: level,
          name:
            level === 'urgent'
              ? 'Urgent (red; visitors cannot close it)'
              : `${asWords(level)} (visitors can close it)`,
        }))}
        defaultValue="info"
        validate={needs('Please choose a level')}
      />
      <TextInput
        source="text"
        validate={[
          needs('Please write the announcement'),
          maxLength(ANNOUNCEMENT_TEXT_MAX, `At most ${ANNOUNCEMENT_TEXT_MAX} characters, please`),
        ]}
        multiline
        fullWidth
        helperText={`One or two short lines, at most ${ANNOUNCEMENT_TEXT_MAX} characters`}
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
  return (
    <ResponsiveList
      filters={[<SelectInput key="level" source="level" choices={choices(ANNOUNCEMENT_LEVELS)} alwaysOn />]}
      sort={{ field: 'startsAt', order: 'DESC' }}
      primary={(r) => r.text}
      secondary={(r) =>
        `${asWords(r.level)} · ${STATE_LABEL[r.state] ?? ''} · ${indiaTime(r.startsAt)} to ${indiaTime(r.endsAt)}`
      }
    >
      <FunctionField label="Level" sortBy="level" render={(r: RaRecord) => asWords(r.level)} />
      <TextField source="text" sortable={false} />
      <FunctionField label="Starts" sortBy="startsAt" render={(r: RaRecord) => indiaTime(r.startsAt)} />
      <FunctionField label="Ends" sortBy="endsAt" render={(r: RaRecord) => indiaTime(r.endsAt)} />
      <FunctionField label="Now" sortable={false} render={(r: RaRecord) => STATE_LABEL[r.state] ?? ''} />
    </ResponsiveList>
  );
}

export const announcements = {
  list: AnnouncementList,
  ...makeFormPages(AnnouncementFields, (r) => (r ? `Announcement: ${r.text}` : 'New announcement'), {
    savedMessage: () => 'Announcement saved',
  }),
};
