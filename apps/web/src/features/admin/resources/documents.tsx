import { FunctionField, NumberInput, TextField, TextInput, required, type RaRecord } from 'react-admin';
import { makeFormPages } from '../components/forms';
import { MoveButtons, ResponsiveList } from '../components/list-parts';
import { PdfUploadInput } from '../components/upload-input';

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

function documentPages(noun: string) {
  return {
    list: () => (
      <ResponsiveList
        sort={{ field: 'order', order: 'ASC' }}
        primary={(r) => r.title}
        secondary={(r) => (r.file ? 'PDF attached' : 'No PDF yet')}
        orderable
      >
        <TextField source="title" />
        <FunctionField label="PDF" render={(r: RaRecord) => (r.file ? (r.fileName ?? 'Yes') : '—')} />
        <MoveButtons />
      </ResponsiveList>
    ),
    ...makeFormPages(DocumentFields, (r) => (r ? `${noun}: ${r.title}` : `New ${noun.toLowerCase()}`)),
  };
}
export const policies = documentPages('Policy');
export const disclosures = documentPages('Disclosure');
