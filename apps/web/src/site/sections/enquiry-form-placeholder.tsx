/**
 * PLACEHOLDER for the shared enquiry form (the ssr helper's one form model for the Contact Quick
 * Enquiry and the Admissions form: a plain HTML POST, enhanced by an island). The pages render the
 * form's section and heading; this stands where the form goes until that component lands.
 */
export function EnquiryFormPlaceholder({ kind }: { kind: 'quick' | 'admission' }) {
  return <div data-enquiry-form-placeholder={kind} />;
}
