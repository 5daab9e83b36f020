import {
  BooleanField,
  BooleanInput,
  ImageField,
  NumberField,
  NumberInput,
  SelectInput,
  TextArrayInput,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { ACTIVITY_ICONS, CURRICULUM_ICONS, CURRICULUM_LEVELS } from '@skp/shared';
import { choices, makeFormPages } from '../components/forms';
import { MoveButtons, ResponsiveList } from '../components/list-parts';
import { ImageUploadInput } from '../components/upload-input';

const rupees = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;

function CurriculumFields() {
  return (
    <>
      <SelectInput
        source="level"
        choices={choices(CURRICULUM_LEVELS)}
        validate={required()}
        helperText="Higher Secondary shows as Senior Secondary"
      />
      <TextInput source="age" helperText="e.g. 3-5 years" />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextArrayInput source="subjects" helperText="Type a subject and press Enter" />
      <TextArrayInput source="activities" helperText="Type an activity and press Enter" />
      <SelectInput source="icon" choices={choices(CURRICULUM_ICONS)} defaultValue="Book" />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const curriculum = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.level}
      secondary={(r) => r.age}
      orderable
    >
      <TextField source="level" />
      <TextField source="age" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(CurriculumFields, (r) => (r ? `Curriculum: ${r.level}` : 'New curriculum level')),
};

function FeeFields() {
  return (
    <>
      <TextInput source="level" validate={required()} helperText="e.g. Class I-V" fullWidth />
      <NumberInput source="admissionFee" label="Admission fee (₹)" validate={required()} min={0} step={1} />
      <NumberInput source="monthlyFee" label="Monthly fee (₹)" validate={required()} min={0} step={1} />
      <NumberInput source="annualFee" label="Annual fee (₹)" validate={required()} min={0} step={1} />
      <NumberInput source="otherCharges" label="Other charges (₹)" defaultValue={0} min={0} step={1} />
      <BooleanInput source="featured" />
      <NumberInput source="displayOrder" defaultValue={0} />
    </>
  );
}
export const fees = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'displayOrder', order: 'ASC' }}
      primary={(r) => r.level}
      secondary={(r) => `₹${Number(r.monthlyFee).toLocaleString('en-IN')} a month`}
      orderable="displayOrder"
    >
      <TextField source="level" />
      <NumberField source="admissionFee" options={rupees} locales="en-IN" />
      <NumberField source="monthlyFee" options={rupees} locales="en-IN" />
      <NumberField source="annualFee" options={rupees} locales="en-IN" />
      <BooleanField source="featured" />
      <MoveButtons orderField="displayOrder" />
    </ResponsiveList>
  ),
  ...makeFormPages(FeeFields, (r) => (r ? `Fees: ${r.level}` : 'New fee structure')),
};

function ActivityFields() {
  return (
    <>
      <TextInput source="category" validate={required()} fullWidth />
      <SelectInput source="icon" choices={choices(ACTIVITY_ICONS)} defaultValue="EmojiEvents" />
      <TextArrayInput source="activities" helperText="Type an activity and press Enter" />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const activities = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.category}
      secondary={(r) => ((r.activities as string[]) ?? []).join(', ')}
      orderable
    >
      <TextField source="category" />
      <TextField source="icon" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(ActivityFields, (r) => (r ? `Activities: ${r.category}` : 'New activity group')),
};

function ProgramFields() {
  return (
    <>
      <TextInput source="levelName" label="Level" validate={required()} fullWidth />
      <TextInput source="ageRange" />
      <TextInput source="tagline" fullWidth />
      <TextArrayInput source="highlights" helperText="Type a highlight and press Enter" />
      <NumberInput source="monthlyFee" label="Monthly fee (₹)" validate={required()} min={0} step={1} />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const trainingPrograms = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.levelName}
      secondary={(r) => r.ageRange}
      orderable
    >
      <TextField source="levelName" label="Level" />
      <TextField source="ageRange" />
      <NumberField source="monthlyFee" options={rupees} locales="en-IN" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(ProgramFields, (r) => (r ? `Program: ${r.levelName}` : 'New training program')),
};

function MilestoneFields() {
  return (
    <>
      <TextInput source="year" validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const milestones = {
  list: () => (
    <ResponsiveList
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => `${r.year}: ${r.title}`}
      orderable
    >
      <TextField source="year" />
      <TextField source="title" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(MilestoneFields, (r) => (r ? `Milestone: ${r.title}` : 'New milestone')),
};

function StudentLifeFields() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <ImageUploadInput source="image" label="Photo" folder="student-life" />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
export const studentLife = {
  list: () => (
    <ResponsiveList sort={{ field: 'order', order: 'ASC' }} primary={(r) => r.title} orderable>
      <ImageField
        source="image"
        label="Photo"
        sx={{ '& img': { maxWidth: 64, maxHeight: 64, objectFit: 'cover' } }}
      />
      <TextField source="title" />
      <MoveButtons />
    </ResponsiveList>
  ),
  ...makeFormPages(StudentLifeFields, (r) => (r ? `Student life: ${r.title}` : 'New student life event')),
};
