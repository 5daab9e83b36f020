import {
  ADMISSION_CLASSES,
  ADMISSION_ENQUIRY_LIMITS,
  ENQUIRY_LIMITS,
  privacyFormAt,
  type EnquiryFormState,
} from '@skp/shared';
import type { en } from '../i18n/messages-en';
import { useI18n, type SiteI18n } from '../i18n/site-i18n';
import { Island } from '../island';
import EnquiryForm, { type EnquiryFieldView, type EnquiryFormView } from '../islands/enquiry-form';

type FieldName = keyof (typeof en)['enquiry']['fieldErrors'];

/**
 * The words of a form in the page's edition. English pages keep the island's own texts and the
 * API's field messages (their HTML unchanged); other editions get theirs as props.
 */
function localised(view: EnquiryFormView, { locale, t }: SiteI18n): EnquiryFormView {
  if (locale === 'en') return view;
  return {
    ...view,
    texts: {
      success: t('enquiry.success'),
      error: t('enquiry.error'),
      sending: t('enquiry.sending'),
      honeypot: t('enquiry.honeypot'),
    },
    fields: view.fields.map((field): EnquiryFieldView => ({
      ...field,
      errorText: t(`enquiry.fieldErrors.${field.name as FieldName}`),
    })),
  };
}

/**
 * The lines before Send: the form's purpose (its entry in the data inventory) and the privacy notice's
 * link, in the page's language; the page's language is also sent with the enquiry.
 */
function privacyLines(
  path: string,
  { t, href, locale }: SiteI18n,
): Pick<EnquiryFormView, 'privacy' | 'locale'> {
  const entry = privacyFormAt(path);
  if (!entry || (entry.form !== 'quickEnquiry' && entry.form !== 'admissionEnquiry'))
    throw new Error(`No privacy inventory entry for the form on ${path}`);
  return {
    locale,
    privacy: {
      text: t(`privacy.formLine.${entry.form}`),
      linkText: t('privacy.formLine.link'),
      href: href('/privacy'),
    },
  };
}

/** Contact's Quick Enquiry (docs/requirements.md#validation): name, e-mail, phone and message, all required. */
export function quickEnquiryForm(i18n: SiteI18n): EnquiryFormView {
  const { t, href } = i18n;
  return localised(
    {
      ...privacyLines('/contact', i18n),
      id: 'quick-enquiry',
      headingId: 'quick-enquiry-heading',
      action: href('/contact'),
      endpoint: '/api/enquiries',
      submitLabel: t('enquiry.quickSubmit'),
      columns: 1,
      fields: [
        {
          name: 'name',
          label: t('enquiry.fields.name'),
          kind: 'text',
          required: true,
          maxLength: ENQUIRY_LIMITS.name,
          autoComplete: 'name',
        },
        {
          name: 'email',
          label: t('enquiry.fields.email'),
          kind: 'email',
          required: true,
          maxLength: ENQUIRY_LIMITS.email,
          autoComplete: 'email',
        },
        {
          name: 'phone',
          label: t('enquiry.fields.phone'),
          kind: 'tel',
          required: true,
          maxLength: ENQUIRY_LIMITS.phone,
          autoComplete: 'tel',
        },
        {
          name: 'message',
          label: t('enquiry.fields.message'),
          kind: 'textarea',
          required: true,
          maxLength: ENQUIRY_LIMITS.message,
        },
      ],
    },
    i18n,
  );
}

/** The Admissions page's enquiry (POST /api/admission); `today` bounds the date of birth. */
export function admissionEnquiryForm(today: string, i18n: SiteI18n): EnquiryFormView {
  const { t, href } = i18n;
  return localised(
    {
      ...privacyLines('/admissions', i18n),
      id: 'admission-enquiry',
      headingId: 'admission-enquiry-heading',
      action: href('/admissions'),
      endpoint: '/api/admission',
      submitLabel: t('enquiry.admissionSubmit'),
      columns: 2,
      fields: [
        {
          name: 'studentName',
          label: t('enquiry.fields.studentName'),
          kind: 'text',
          required: true,
          maxLength: ADMISSION_ENQUIRY_LIMITS.studentName,
          autoComplete: 'off',
        },
        {
          name: 'dateOfBirth',
          label: t('enquiry.fields.dateOfBirth'),
          kind: 'date',
          required: true,
          max: today,
          autoComplete: 'off',
        },
        {
          name: 'classSought',
          label: t('enquiry.fields.classSought'),
          kind: 'select',
          required: true,
          prompt: t('enquiry.fields.chooseClass'),
          options: [...ADMISSION_CLASSES],
        },
        {
          name: 'parentName',
          label: t('enquiry.fields.parentName'),
          kind: 'text',
          required: true,
          maxLength: ADMISSION_ENQUIRY_LIMITS.parentName,
          autoComplete: 'name',
        },
        {
          name: 'phone',
          label: t('enquiry.fields.phone'),
          kind: 'tel',
          required: true,
          maxLength: ADMISSION_ENQUIRY_LIMITS.phone,
          autoComplete: 'tel',
        },
        {
          name: 'email',
          label: t('enquiry.fields.email'),
          kind: 'email',
          required: true,
          maxLength: ADMISSION_ENQUIRY_LIMITS.email,
          autoComplete: 'email',
        },
        {
          name: 'message',
          label: t('enquiry.fields.messageOptional'),
          kind: 'textarea',
          required: false,
          maxLength: ADMISSION_ENQUIRY_LIMITS.message,
          wide: true,
        },
        {
          // A child's details: the parent's consent, unticked until they tick it.
          name: 'consent',
          label: t('enquiry.consent'),
          kind: 'checkbox',
          required: true,
          wide: true,
        },
      ],
    },
    i18n,
  );
}

/**
 * An enquiry form on a page: server-rendered, a plain form that posts without JavaScript, enhanced by
 * its island (React) only once the visitor starts using it (a pointer, touch, focus or key inside it),
 * so no page loads React while it loads. What is typed before and while the island loads stays: its
 * fields are uncontrolled and read back from the page once it runs.
 */
export function EnquiryFormIsland({ form, state }: { form: EnquiryFormView; state?: EnquiryFormState }) {
  const { locale } = useI18n();
  const island = (
    <Island
      name="enquiry-form"
      trigger="interaction"
      component={EnquiryForm}
      props={state ? { form, state } : { form }}
    />
  );
  // Inside a page whose content is still English, the form itself speaks the page's edition.
  if (locale === 'en') return island;
  return (
    <div lang={locale} style={{ display: 'contents' }}>
      {island}
    </div>
  );
}
