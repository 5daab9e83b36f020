import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { asWords } from './format';
import { WhereItShows } from './where-it-shows';

function EditTitle({ title }: { title: (record?: RaRecord) => string }) {
  const record = useRecordContext();
  return <span>{title(record ?? undefined)}</span>;
}

export interface FormPageOptions {
  /** The toast after a save, e.g. 'Notice published'; default '<Thing> saved' from the 'New <thing>' title. */
  savedMessage?: (record: RaRecord) => string;
}

/** 'New curriculum level' -> 'Curriculum level saved'. */
function defaultSavedMessage(newTitle: string): string {
  return `${asWords(newTitle.replace(/^New /, ''))} saved`;
}

/** After a save: a plain message, then back to the list. */
function useSaved(message: (record: RaRecord) => string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (record: RaRecord) => {
    notify(message(record), { type: 'success' });
    redirect('list', resource);
  };
}

/**
 * Create and edit pages sharing one form. Edits wait for the server (pessimistic), so an error
 * such as a refused file shows at once under the field. Leaving a changed form asks first.
 */
export function makeFormPages(
  Fields: () => ReactNode,
  title: (record?: RaRecord) => string,
  options: FormPageOptions = {},
) {
  const message = options.savedMessage ?? (() => defaultSavedMessage(title()));
  function CreatePage() {
    const onSuccess = useSaved(message);
    return (
      <Create title={title()} mutationOptions={{ onSuccess }}>
        <SimpleForm sx={{ maxWidth: 760 }} warnWhenUnsavedChanges>
          <WhereItShows />
          <Fields />
        </SimpleForm>
      </Create>
    );
  }
  function EditPage() {
    const onSuccess = useSaved(message);
    return (
      <Edit mutationMode="pessimistic" title={<EditTitle title={title} />} mutationOptions={{ onSuccess }}>
        <SimpleForm sx={{ maxWidth: 760 }} warnWhenUnsavedChanges>
          <WhereItShows />
          <Fields />
        </SimpleForm>
      </Edit>
    );
  }
  return { create: CreatePage, edit: EditPage };
}

/** Select choices showing stored values as words: 'medium' -> 'Medium'. */
export const choices = (values: readonly string[]) =>
  values.map((value) => ({ id: value, name: asWords(value) }));

/** A required text whose message says what to do; only spaces count as empty. */
export function needs(message: string) {
  const validate = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? undefined : message;
  // react-admin marks the label with * for validators flagged this way (as its own required()).
  return Object.assign(validate, { isRequired: true });
}
