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
import { useWords } from '../components/admin-text';

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
  ...makeFormPages(CurriculumFields, {
    create: 'New curriculum level',
    edit: 'Curriculum: %{name}',
    name: (r) => r.level,
    saved: 'Curriculum level saved',
  }),
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
function FeeList() {
  const t = useWords();
  return (
    <ResponsiveList
      sort={{ field: 'displayOrder', order: 'ASC' }}
      primary={(r) => r.level}
      secondary={(r) =>
        t('%{amount} a month', { amount: `₹${Number(r.monthlyFee).toLocaleString('en-IN')}` })
      }
      orderable="displayOrder"
    >
      <TextField source="level" />
      <NumberField source="admissionFee" options={rupees} locales="en-IN" />
      <NumberField source="monthlyFee" options={rupees} locales="en-IN" />
      <NumberField source="annualFee" options={rupees} locales="en-IN" />
      <BooleanField source="featured" />
      <MoveButtons orderField="displayOrder" />
    </ResponsiveList>
  );
}
export const fees = {
  list: FeeList,
  ...makeFormPages(FeeFields, {
    create: 'New fee structure',
    edit: 'Fees: %{name}',
    name: (r) => r.level,
    saved: 'Fee structure saved',
  }),
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
  ...makeFormPages(ActivityFields, {
    create: 'New activity group',
    edit: 'Activities: %{name}',
    name: (r) => r.category,
    saved: 'Activity group saved',
  }),
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
  ...makeFormPages(ProgramFields, {
    create: 'New training program',
    edit: 'Program: %{name}',
    name: (r) => r.levelName,
    saved: 'Training program saved',
  }),
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
  ...makeFormPages(MilestoneFields, {
    create: 'New milestone',
    edit: 'Milestone: %{name}',
    name: (r) => r.title,
    saved: 'Milestone saved',
  }),
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
  ...makeFormPages(StudentLifeFields, {
    create: 'New student life event',
    edit: 'Student life: %{name}',
    name: (r) => r.title,
    saved: 'Student life event saved',
  }),
};
