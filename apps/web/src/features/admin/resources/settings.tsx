import type { ReactNode } from 'react';
import {
  ArrayInput,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import type { CONTENT_PAGES } from '@skp/shared';
import { ImageUploadInput, PdfUploadInput } from '../components/upload-input';

/** One singleton (contact details, admission info, ...) as a single edit form. */
function SingletonForm({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Edit
      resource="settings"
      id={id}
      title={title}
      redirect={false}
      mutationMode="pessimistic"
      actions={false}
    >
      <SimpleForm sx={{ maxWidth: 760 }}>{children}</SimpleForm>
    </Edit>
  );
}

export function ContactSettings() {
  return (
    <SingletonForm id="contact" title="Contact details">
      <TextInput source="address" validate={required()} multiline fullWidth />
      <TextInput source="phone" validate={required()} />
      <TextInput source="email" type="email" validate={required()} />
      <TextInput source="officeHours" fullWidth helperText="e.g. Monday-Saturday, 8:00 AM - 2:00 PM" />
      <TextInput
        source="whatsapp"
        label="WhatsApp number (chat button)"
        helperText="With country code, e.g. +91 98765 43210"
      />
      <Typography variant="subtitle2">Social links</Typography>
      <TextInput source="socialLinks.facebook" label="Facebook" type="url" fullWidth />
      <TextInput source="socialLinks.instagram" label="Instagram" type="url" fullWidth />
      <TextInput source="socialLinks.youtube" label="YouTube" type="url" fullWidth />
      <TextInput source="socialLinks.twitter" label="X / Twitter" type="url" fullWidth />
      <ImageUploadInput source="roadmapImageUrl" label="Roadmap image" folder="settings" />
    </SingletonForm>
  );
}

export function AdmissionSettings() {
  return (
    <SingletonForm id="admission" title="Admission requirements">
      <Typography variant="subtitle2">Age requirements</Typography>
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
      <Typography variant="subtitle2">Quick enquiry buttons</Typography>
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

export const CONTENT_PAGE_LABELS: Record<(typeof CONTENT_PAGES)[number], string> = {
  home: 'Home page',
  about: 'About page',
  academics: 'Academics page',
  admissions: 'Admissions page',
  contact: 'Contact page',
};

export function PageContentSettings({ page }: { page: (typeof CONTENT_PAGES)[number] }) {
  return (
    <SingletonForm id={`content-${page}`} title={`${CONTENT_PAGE_LABELS[page]} text`}>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="tagline" multiline fullWidth />
      <ArrayInput source="paragraphs">
        <SimpleFormIterator>
          <TextInput source="" label="Paragraph" multiline minRows={3} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </SingletonForm>
  );
}
