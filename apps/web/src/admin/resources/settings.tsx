import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
} from 'react-admin';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  RETENTION_MONTHS_RANGE,
  TC_RETENTION_YEARS_RANGE,
  REQUEST_RETENTION_YEARS_RANGE,
  type CONTENT_PAGES,
} from '@skp/shared';
import { needs } from '../components/forms';
import { ImageUploadInput, PdfUploadInput } from '../components/upload-input';
import { SettingWhere } from '../components/where-it-shows';
import { useWords } from '../components/admin-text';
import { UnsavedChangesMark } from '../components/unsaved-changes';

/** A singleton cannot be deleted: Save only. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** One singleton (contact details, admission info, ...) as a single edit form. */
export function SingletonForm({
  id,
  title,
  titleInEnglish = false,
  children,
}: {
  id: string;
  title: string;
  /** The title is CBSE's own wording: shown as written, in English, in both languages. */
  titleInEnglish?: boolean;
  children: ReactNode;
}) {
  const notify = useNotify();
  const t = useWords();
  return (
    <Edit
      resource="settings"
      id={id}
      title={titleInEnglish ? <span lang="en">{title}</span> : title}
      redirect={false}
      mutationMode="pessimistic"
      actions={false}
      mutationOptions={{
        onSuccess: () => notify(t('%{title} saved', { title: t(title) }), { type: 'success' }),
      }}
    >
      <SimpleForm sx={{ maxWidth: 760 }} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
        <UnsavedChangesMark />
        <SettingWhere id={id} />
        {children}
      </SimpleForm>
    </Edit>
  );
}

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** The WhatsApp number beside the phone, with 'Same as phone' keeping the two together. */
function WhatsappInput() {
  const record = useRecordContext();
  const form = useFormContext();
  const phone = useWatch({ name: 'phone' }) as string | undefined;
  const t = useWords();
  const [same, setSame] = useState(
    () => !record?.whatsapp || digits(record.whatsapp) === digits(record.phone),
  );
  useEffect(() => {
    if (same && form.getValues('whatsapp') !== (phone ?? ''))
      form.setValue('whatsapp', phone ?? '', { shouldDirty: true });
  }, [same, phone, form]);
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={same} onChange={(event) => setSame(event.target.checked)} />}
        label={t('WhatsApp number: same as phone')}
      />
      <TextInput
        source="whatsapp"
        label="WhatsApp number (chat button)"
        helperText={same ? 'Follows the phone number' : 'With country code, e.g. +91 98765 43210'}
        readOnly={same}
      />
    </>
  );
}

/** A heading inside a form. */
function FormHeading({ children }: { children: string }) {
  const t = useWords();
  return <Typography variant="subtitle2">{t(children)}</Typography>;
}

/**
 * Settings > Privacy (admins): the Grievance Officer the privacy notice names, and how long enquiries
 * are kept after their last activity. Until an officer is named, the dashboard's checklist shows the
 * enquiry forms as not ready.
 */
export function PrivacySettings() {
  return (
    <SingletonForm id="privacy" title="Privacy">
      <FormHeading>Grievance Officer</FormHeading>
      <TextInput
        source="grievanceOfficer.name"
        label="Grievance Officer's name"
        helperText="Named on the privacy notice: parents write to this person about their data"
        fullWidth
      />
      <TextInput source="grievanceOfficer.email" label="Grievance Officer's e-mail" type="email" fullWidth />
      <TextInput source="grievanceOfficer.phone" label="Grievance Officer's phone" />
      <FormHeading>Keeping enquiries</FormHeading>
      <NumberInput
        source="retentionMonths"
        label="Months an enquiry is kept after its last activity"
        helperText="Then it is erased for good (the weekly figures keep only the counts). The privacy notice states this period."
        min={RETENTION_MONTHS_RANGE.min}
        max={RETENTION_MONTHS_RANGE.max}
        validate={required()}
      />
      <FormHeading>Keeping transfer certificates</FormHeading>
      <NumberInput
        source="tcRetentionYears"
        label="Years a transfer certificate is kept after its date of issue"
        helperText="0 keeps them: a school may check a certificate many years later. Otherwise the certificate and its scan are erased for good. The privacy notice states this."
        min={TC_RETENTION_YEARS_RANGE.min}
        max={TC_RETENTION_YEARS_RANGE.max}
        validate={required()}
      />
      <FormHeading>Keeping privacy requests</FormHeading>
      <NumberInput
        source="requestRetentionYears"
        label="Years a closed privacy request is kept"
        helperText="Who asked what, when, and the answer: the proof that the school answered. Then it is erased for good."
        min={REQUEST_RETENTION_YEARS_RANGE.min}
        max={REQUEST_RETENTION_YEARS_RANGE.max}
        validate={required()}
      />
    </SingletonForm>
  );
}

export function ContactSettings() {
  return (
    <SingletonForm id="contact" title="Contact details">
      <TextInput source="address" validate={needs('Please give the address')} multiline fullWidth />
      <TextInput source="phone" validate={needs('Please give a phone number')} />
      <WhatsappInput />
      <TextInput source="email" type="email" validate={needs('Please give an e-mail address')} />
      <TextInput source="officeHours" fullWidth helperText="e.g. Monday-Saturday, 8:00 AM - 2:00 PM" />
      <FormHeading>Social links</FormHeading>
      <TextInput source="socialLinks.facebook" label="Facebook" type="url" fullWidth />
      <TextInput source="socialLinks.instagram" label="Instagram" type="url" fullWidth />
      <TextInput source="socialLinks.youtube" label="YouTube" type="url" fullWidth />
      <TextInput source="socialLinks.twitter" label="X / Twitter" type="url" fullWidth />
      <ImageUploadInput source="roadmapImageUrl" label="Roadmap image" folder="settings" />
      <FormHeading>Map on the Contact page</FormHeading>
      <NumberInput
        source="mapLocation.latitude"
        label="Latitude"
        helperText="In a maps app, press and hold on the school's gate: the two numbers shown are latitude, longitude"
        step={0.0001}
        min={-90}
        max={90}
        validate={required()}
      />
      <NumberInput
        source="mapLocation.longitude"
        label="Longitude"
        step={0.0001}
        min={-180}
        max={180}
        validate={required()}
      />
      <NumberInput
        source="mapLocation.zoom"
        label="Zoom"
        helperText="1 shows the world, 18 a few streets"
        min={1}
        max={21}
        validate={required()}
      />
    </SingletonForm>
  );
}

/** A theme's two colours, picked as colours. */
function ThemeColourInputs({ theme, label }: { theme: 'main' | 'nursery' | 'cricket'; label: string }) {
  return (
    <>
      <FormHeading>{label}</FormHeading>
      <TextInput source={`themes.${theme}.primary`} label="Main colour" type="color" />
      <TextInput source={`themes.${theme}.secondary`} label="Second colour" type="color" />
    </>
  );
}

/** A wing: on or off, its name and its header, in both languages. */
function WingInputs({ wing, label }: { wing: 'babySteps' | 'cricketAcademy'; label: string }) {
  return (
    <>
      <FormHeading>{label}</FormHeading>
      <BooleanInput
        source={`wings.${wing}.enabled`}
        label="On the website"
        helperText="Off: its page, its links and its sitemap entry are gone"
      />
      <TextInput source={`wings.${wing}.name`} label="Name" validate={required()} fullWidth />
      <TextInput source={`wings.${wing}.nameHi`} label="Name in Hindi" fullWidth />
      <TextInput source={`wings.${wing}.title`} label="Header title" validate={required()} fullWidth />
      <TextInput source={`wings.${wing}.tagline`} label="Header tagline" fullWidth />
      <TextInput source={`wings.${wing}.titleHi`} label="Header title in Hindi" fullWidth />
      <TextInput source={`wings.${wing}.taglineHi`} label="Header tagline in Hindi" fullWidth />
    </>
  );
}

/** The school's identity: every page, feed, calendar, share picture and e-mail names the school from it. */
export function SchoolSettings() {
  return (
    <SingletonForm id="school" title="School identity">
      <TextInput
        source="name"
        label="School name"
        validate={needs("Please give the school's name")}
        fullWidth
      />
      <TextInput
        source="shortName"
        label="Short name"
        validate={needs('Please give a short name')}
        helperText="Where the full name does not fit, e.g. a phone's home screen"
      />
      <TextInput source="town" label="Town" validate={needs('Please give the town')} />
      <TextInput source="nameHi" label="School name in Hindi" fullWidth />
      <TextInput source="townHi" label="Town in Hindi" />
      <TextInput source="state" label="State" />
      <TextInput source="stateHi" label="State in Hindi" />
      <TextInput source="trust" label="Run by (trust or society)" fullWidth />
      <TextInput source="trustHi" label="Run by, in Hindi" fullWidth />
      <FormHeading>The website's header</FormHeading>
      <TextInput source="title" label="Header title" validate={required()} fullWidth />
      <TextInput source="tagline" label="Header tagline" fullWidth />
      <TextInput source="titleHi" label="Header title in Hindi" fullWidth />
      <TextInput source="taglineHi" label="Header tagline in Hindi" fullWidth />
      <FormHeading>Affiliation</FormHeading>
      <TextInput source="affiliationNumber" label="Affiliation number" />
      <TextInput source="schoolCode" label="School code" />
      <ThemeColourInputs theme="main" label="School colours" />
      <ThemeColourInputs theme="nursery" label="Baby Steps colours" />
      <ThemeColourInputs theme="cricket" label="Cricket Academy colours" />
      <WingInputs wing="babySteps" label="Baby Steps" />
      <WingInputs wing="cricketAcademy" label="Cricket Academy" />
      <TextInput
        source="crestSvg"
        label="Crest (SVG drawing)"
        helperText="The crest's SVG code; no scripts or links"
        validate={required()}
        multiline
        minRows={3}
        fullWidth
      />
    </SingletonForm>
  );
}

export function AdmissionSettings() {
  return (
    <SingletonForm id="admission" title="Admission requirements">
      <FormHeading>Age requirements</FormHeading>
      <TextInput source="ageRequirements.prePrimary" label="Pre-Primary" fullWidth />
      <TextInput source="ageRequirements.primary" label="Primary" fullWidth />
      <TextInput source="ageRequirements.secondary" label="Secondary" fullWidth />
      <TextInput source="ageRequirements.seniorSecondary" label="Senior Secondary" fullWidth />
      <ArrayInput source="documentsRequired" label="Documents required">
        <SimpleFormIterator inline>
          <TextInput source="" label="Document" fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="academicRequirements" label="Academic requirements">
        <SimpleFormIterator inline>
          <TextInput source="" label="Requirement" fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </SingletonForm>
  );
}

export function BabyStepsSettings() {
  return (
    <SingletonForm id="baby-steps-admission" title="Baby Steps admission">
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="subtitle" multiline fullWidth />
      <ArrayInput source="steps" label="Admission steps">
        <SimpleFormIterator>
          <NumberInput source="order" validate={required()} />
          <TextInput source="title" validate={required()} fullWidth />
          <TextInput source="description" multiline fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <PdfUploadInput source="prospectusFile" label="Prospectus (PDF)" folder="documents" />
    </SingletonForm>
  );
}

export function CricketContactSettings() {
  return (
    <SingletonForm id="cricket-academy-contact" title="Cricket Academy contact">
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput source="location" fullWidth />
      <TextInput source="phone" />
      <TextInput source="email" type="email" />
      <FormHeading>Quick enquiry buttons</FormHeading>
      <TextInput source="quickEnquiry.scheduleVisitLabel" label="Schedule a visit" validate={required()} />
      <TextInput
        source="quickEnquiry.downloadBrochureLabel"
        label="Download brochure"
        validate={required()}
      />
      <TextInput source="quickEnquiry.callNowLabel" label="Call now" validate={required()} />
      <PdfUploadInput source="brochureFile" label="Brochure (PDF)" folder="documents" />
    </SingletonForm>
  );
}

const CONTENT_PAGE_TITLES: Record<(typeof CONTENT_PAGES)[number], string> = {
  home: 'Home page text',
  about: 'About page text',
  academics: 'Academics page text',
  admissions: 'Admissions page text',
  contact: 'Contact page text',
};

export function PageContentSettings({ page }: { page: (typeof CONTENT_PAGES)[number] }) {
  return (
    <SingletonForm id={`content-${page}`} title={CONTENT_PAGE_TITLES[page]}>
      <TextInput
        source="title"
        validate={required()}
        helperText={
          page === 'home'
            ? "The school's name as Home's heading greets with it: 'Welcome to <title>'"
            : "The page's heading over its pictures"
        }
        fullWidth
      />
      <TextInput source="tagline" helperText="The line under the heading" multiline fullWidth />
      <ArrayInput source="paragraphs">
        <SimpleFormIterator>
          <TextInput source="" label="Paragraph" multiline minRows={3} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </SingletonForm>
  );
}
