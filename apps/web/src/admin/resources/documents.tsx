import { FunctionField, NumberInput, TextField, TextInput, required, type RaRecord } from 'react-admin';
import { makeFormPages, type FormTitles } from '../components/forms';
import { MoveButtons, ResponsiveList } from '../components/list-parts';
import { PdfUploadInput } from '../components/upload-input';
import { useWords } from '../components/admin-text';

function DocumentFields() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <PdfUploadInput source="file" label="Document (PDF)" folder="documents" fileNameSource="fileName" />
      <TextInput
        source="fileName"
        label="File name for downloads"
        helperText="e.g. Fee policy 2025.pdf"
        fullWidth
      />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}

function documentPages(titles: FormTitles) {
  function DocumentList() {
    const t = useWords();
    return (
      <ResponsiveList
        sort={{ field: 'order', order: 'ASC' }}
        primary={(r) => r.title}
        secondary={(r) => (r.file ? t('PDF attached') : t('No PDF yet'))}
        orderable
      >
        <TextField source="title" />
        <FunctionField label="PDF" render={(r: RaRecord) => (r.file ? (r.fileName ?? t('Yes')) : '—')} />
        <MoveButtons />
      </ResponsiveList>
    );
  }
  return {
    list: DocumentList,
    ...makeFormPages(DocumentFields, titles),
  };
}
export const policies = documentPages({
  create: 'New policy',
  edit: 'Policy: %{name}',
  name: (r) => r.title,
  saved: 'Policy saved',
});
export const disclosures = documentPages({
  create: 'New disclosure',
  edit: 'Disclosure: %{name}',
  name: (r) => r.title,
  saved: 'Disclosure saved',
});
