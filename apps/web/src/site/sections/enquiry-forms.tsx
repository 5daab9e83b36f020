import {
  ADMISSION_CLASSES,
  ADMISSION_ENQUIRY_LIMITS,
  ENQUIRY_LIMITS,
  type EnquiryFormState,
} from '@skp/shared';
import { Island } from '../island';
import EnquiryForm, { type EnquiryFormView } from '../islands/enquiry-form';

/** Contact's Quick Enquiry (SPEC §5): name, e-mail, phone and message, all required. */
export const QUICK_ENQUIRY_FORM: EnquiryFormView = {
  id: 'quick-enquiry',
  headingId: 'quick-enquiry-heading',
  action: '/contact',
  endpoint: '/api/enquiries',
  submitLabel: 'Send Enquiry',
  columns: 1,
  fields: [
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      maxLength: ENQUIRY_LIMITS.name,
      autoComplete: 'name',
    },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      required: true,
      maxLength: ENQUIRY_LIMITS.email,
      autoComplete: 'email',
    },
    {
      name: 'phone',
      label: 'Phone',
      kind: 'tel',
      required: true,
      maxLength: ENQUIRY_LIMITS.phone,
      autoComplete: 'tel',
    },
    {
      name: 'message',
      label: 'Message',
      kind: 'textarea',
      required: true,
      maxLength: ENQUIRY_LIMITS.message,
    },
  ],
};

/** The Admissions page's enquiry (POST /api/admission); `today` bounds the date of birth. */
export function admissionEnquiryForm(today: string): EnquiryFormView {
  return {
    id: 'admission-enquiry',
    headingId: 'admission-enquiry-heading',
    action: '/admissions',
    endpoint: '/api/admission',
    submitLabel: 'Send Admission Enquiry',
    columns: 2,
    fields: [
      {
        name: 'studentName',
        label: 'Student name',
        kind: 'text',
        required: true,
        maxLength: ADMISSION_ENQUIRY_LIMITS.studentName,
        autoComplete: 'off',
      },
      {
        name: 'dateOfBirth',
        label: 'Date of birth',
        kind: 'date',
        required: true,
        max: today,
        autoComplete: 'off',
      },
      {
        name: 'classSought',
        label: 'Class sought',
        kind: 'select',
        required: true,
        prompt: 'Choose a class',
        options: [...ADMISSION_CLASSES],
      },
      {
        name: 'parentName',
        label: 'Parent or guardian name',
        kind: 'text',
        required: true,
        maxLength: ADMISSION_ENQUIRY_LIMITS.parentName,
        autoComplete: 'name',
      },
      {
        name: 'phone',
        label: 'Phone',
        kind: 'tel',
        required: true,
        maxLength: ADMISSION_ENQUIRY_LIMITS.phone,
        autoComplete: 'tel',
      },
      {
        name: 'email',
        label: 'Email',
        kind: 'email',
        required: true,
        maxLength: ADMISSION_ENQUIRY_LIMITS.email,
        autoComplete: 'email',
      },
      {
        name: 'message',
        label: 'Message (optional)',
        kind: 'textarea',
        required: false,
        maxLength: ADMISSION_ENQUIRY_LIMITS.message,
        wide: true,
      },
    ],
  };
}

/** An enquiry form on a page: server-rendered, enhanced by its island once it comes into view. */
export function EnquiryFormIsland({ form, state }: { form: EnquiryFormView; state?: EnquiryFormState }) {
  return (
    <Island
      name="enquiry-form"
      trigger="visible"
      component={EnquiryForm}
      props={state ? { form, state } : { form }}
    />
  );
}
