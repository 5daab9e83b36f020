import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, useRecordContext, type RaRecord } from 'react-admin';

function EditTitle({ title }: { title: (record?: RaRecord) => string }) {
  const record = useRecordContext();
  return <span>{title(record ?? undefined)}</span>;
}

/**
 * Create and edit pages sharing one form. Edits wait for the server (pessimistic), so an error
 * such as a refused file shows at once under the field.
 */
export function makeFormPages(Fields: () => ReactNode, title: (record?: RaRecord) => string) {
  function CreatePage() {
    return (
      <Create title={title()} redirect="list">
        <SimpleForm sx={{ maxWidth: 760 }}>
          <Fields />
        </SimpleForm>
      </Create>
    );
  }
  function EditPage() {
    return (
      <Edit mutationMode="pessimistic" title={<EditTitle title={title} />} redirect="list">
        <SimpleForm sx={{ maxWidth: 760 }}>
          <Fields />
        </SimpleForm>
      </Edit>
    );
  }
  return { create: CreatePage, edit: EditPage };
}

export const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
