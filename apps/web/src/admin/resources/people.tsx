import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  FunctionField,
  ImageField,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextField,
  TextInput,
  required,
  type RaRecord,
} from 'react-admin';
import { FACULTY_DEPARTMENTS } from '@skp/shared';
import { choices, makeFormPages } from '../components/forms';
import { MoveButtons, ResponsiveList, searchFilter } from '../components/list-parts';
import { ImageUploadInput } from '../components/upload-input';

const thumb = (source: string) => (
  <ImageField
    source={source}
    label="Photo"
    sx={{ '& img': { maxWidth: 64, maxHeight: 64, objectFit: 'cover' } }}
  />
);

function LeaderFields() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="role" validate={required()} helperText="e.g. Principal, Director, Chairman" />
      <TextInput source="title" fullWidth helperText="The heading of the message" />
      <TextInput source="experience" helperText="e.g. 25 years in education" />
      <TextInput source="message" validate={required()} multiline minRows={6} fullWidth />
      <TextInput
        source="shortMessage"
        multiline
        minRows={2}
        fullWidth
        helperText="Shown on the card; when empty, the first 100 characters of the message"
      />
      <ArrayInput source="paragraphMessage" label="Message paragraphs (optional, shown in the dialog)">
        <SimpleFormIterator inline>
          <TextInput source="" label="Paragraph" multiline minRows={3} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <ImageUploadInput source="profileImageUrl" label="Profile photo" folder="leaders" />
      <BooleanInput source="featured" helperText="Featured leaders appear first" />
      <NumberInput source="displayOrder" defaultValue={0} />
    </>
  );
}
export const leadership = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'displayOrder', order: 'ASC' }}
      primary={(r) => r.name}
      secondary={(r) => r.role}
      orderable="displayOrder"
      thumbnail={(r) => r.profileImageUrl}
    >
      {thumb('profileImageUrl')}
      <TextField source="name" />
      <TextField source="role" />
      <BooleanField source="featured" />
      <MoveButtons orderField="displayOrder" />
    </ResponsiveList>
  ),
  ...makeFormPages(LeaderFields, {
    create: 'New leader',
    edit: 'Leader: %{name}',
    name: (r) => r.name,
    saved: 'Leader saved',
  }),
};

function FacultyFields() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="role" validate={required()} helperText="e.g. PGT Physics" />
      <SelectInput source="department" choices={choices(FACULTY_DEPARTMENTS)} validate={required()} />
      <TextArrayInput source="expertise" helperText="Type a subject and press Enter" />
      <TextInput source="experience" />
      <TextInput source="education" fullWidth />
      <ImageUploadInput source="image" label="Photo" folder="faculty" />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const faculty = {
  list: () => (
    <ResponsiveList
      filters={[
        ...searchFilter,
        <SelectInput key="d" source="department" choices={choices(FACULTY_DEPARTMENTS)} />,
      ]}
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.name}
      secondary={(r) => `${r.role} · ${r.department}`}
      orderable
    >
      <TextField source="name" />
      <TextField source="role" />
      <TextField source="department" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(FacultyFields, {
    create: 'New faculty member',
    edit: 'Faculty: %{name}',
    name: (r) => r.name,
    saved: 'Faculty member saved',
  }),
};

function AlumnusFields() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="graduationYear" />
      <TextInput source="currentPost" fullWidth />
      <TextInput source="achievements" multiline minRows={3} fullWidth />
      <ImageUploadInput source="imageUrl" label="Photo" folder="alumni" />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const alumni = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.name}
      secondary={(r) => r.currentPost}
      orderable
      thumbnail={(r) => r.imageUrl}
    >
      {thumb('imageUrl')}
      <TextField source="name" />
      <TextField source="graduationYear" />
      <TextField source="currentPost" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(AlumnusFields, {
    create: 'New Hall of Fame entry',
    edit: 'Alumnus: %{name}',
    name: (r) => r.name,
    saved: 'Hall of Fame entry saved',
  }),
};

function AlumniCardFields() {
  return (
    <>
      <ImageUploadInput source="imageUrl" label="Image" folder="alumni" required />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="subtitle" fullWidth />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const alumniCards = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.title}
      secondary={(r) => r.subtitle}
      orderable
      thumbnail={(r) => r.imageUrl}
    >
      {thumb('imageUrl')}
      <TextField source="title" />
      <TextField source="subtitle" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(AlumniCardFields, {
    create: 'New alumni card',
    edit: 'Alumni card: %{name}',
    name: (r) => r.title,
    saved: 'Alumni card saved',
  }),
};

function CoachFields() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="designation" fullWidth />
      <TextInput source="experience" />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <ImageUploadInput source="imageUrl" label="Photo" folder="coaches" />
      <ArrayInput source="achievements">
        <SimpleFormIterator>
          <TextInput source="title" validate={required()} fullWidth />
          <TextInput source="description" multiline fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <TextArrayInput source="skills" helperText="Type a skill and press Enter" />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const coaches = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.name}
      secondary={(r) => r.designation}
      orderable
      thumbnail={(r) => r.imageUrl}
    >
      {thumb('imageUrl')}
      <TextField source="name" />
      <TextField source="designation" />
      <FunctionField label="Skills" render={(r: RaRecord) => ((r.skills as string[]) ?? []).join(', ')} />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(CoachFields, {
    create: 'New coach',
    edit: 'Coach: %{name}',
    name: (r) => r.name,
    saved: 'Coach saved',
  }),
};
