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
import { useWords } from './admin-text';
import { WhereItShows } from './where-it-shows';
import { UnsavedChangesMark } from './unsaved-changes';

/** A form's words, in English (the admin shows their Hindi in Hindi). */
export interface FormTitles {
  /** The create page's title: 'New notice'. */
  create: string;
  /** The edit page's title, with the record's name: 'Notice: %{name}'. */
  edit: string;
  /** The record's name in the edit title. */
  name: (record: RaRecord) => unknown;
  /** The toast after a save: 'Leader saved', or per record ('Notice published' or 'Notice saved as a draft'). */
  saved: string | ((record: RaRecord) => string);
}

function EditTitle({ titles }: { titles: FormTitles }) {
  const record = useRecordContext();
  const t = useWords();
  return <span>{record ? t(titles.edit, { name: String(titles.name(record) ?? '') }) : ''}</span>;
}

/** What runs after an edit is saved, with the form's values (a notice's 'send again' tick). */
export type AfterEdit = (record: RaRecord, values: Record<string, unknown>) => Promise<void>;

/** After a save: a plain message, then back to the list. */
function useSaved(saved: FormTitles['saved'], afterEdit?: AfterEdit) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return async (record: RaRecord, variables?: { data?: unknown }) => {
    try {
      if (afterEdit) await afterEdit(record, (variables?.data ?? {}) as Record<string, unknown>);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
    notify(typeof saved === 'string' ? saved : saved(record), { type: 'success' });
    redirect('list', resource);
  };
}

/**
 * Create and edit pages sharing one form. Edits wait for the server (pessimistic), so an error
 * such as a refused file shows at once under the field. Leaving a changed form asks first.
 */
export function makeFormPages(
  Fields: () => ReactNode,
  titles: FormTitles,
  options: { afterEdit?: AfterEdit } = {},
) {
  function CreatePage() {
    const onSuccess = useSaved(titles.saved);
    return (
      <Create title={titles.create} mutationOptions={{ onSuccess }}>
        <SimpleForm sx={{ maxWidth: 760 }} warnWhenUnsavedChanges>
          <UnsavedChangesMark />
          <WhereItShows />
          <Fields />
        </SimpleForm>
      </Create>
    );
  }
  function EditPage() {
    const onSuccess = useSaved(titles.saved, options.afterEdit);
    return (
      <Edit mutationMode="pessimistic" title={<EditTitle titles={titles} />} mutationOptions={{ onSuccess }}>
        <SimpleForm sx={{ maxWidth: 760 }} warnWhenUnsavedChanges>
          <UnsavedChangesMark />
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
