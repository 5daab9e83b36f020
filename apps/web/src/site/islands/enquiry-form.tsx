import type { EnquiryFormState } from '@skp/shared';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Send } from '../ui/icon-paths';
import styles from './enquiry-form.module.css';

export const ENQUIRY_SUCCESS_TEXT = 'Thank you for your enquiry! We will get back to you soon.';
export const ENQUIRY_ERROR_TEXT = 'Sorry, there was an error sending your enquiry. Please try again.';

/** The form's own words in the page's edition; English (docs/requirements.md#messages) when absent. */
export interface EnquiryFormTexts {
  success: string;
  error: string;
  sending: string;
  honeypot: string;
}

const ENGLISH_TEXTS: EnquiryFormTexts = {
  success: ENQUIRY_SUCCESS_TEXT,
  error: ENQUIRY_ERROR_TEXT,
  sending: 'Sending...',
  honeypot: 'Leave this field empty',
};

export interface EnquiryFieldView {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea' | 'checkbox';
  required: boolean;
  maxLength?: number;
  autoComplete?: string;
  /** Latest date a date field takes (YYYY-MM-DD), worked out on the server. */
  max?: string;
  /** A select's choices, after its empty prompt. */
  options?: string[];
  prompt?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /** Shown instead of the server's (English) words when the field is refused: other editions. */
  errorText?: string;
}

/** One enquiry form as data: the fields, where it posts, and its button. */
export interface EnquiryFormView {
  /** The form's element id, also the fragment the server's redirect after a plain POST leads to. */
  id: string;
  /** The id of the heading that names the form. */
  headingId: string;
  /** The page path a plain HTML POST (no JavaScript) goes to. */
  action: string;
  /** The JSON API the island sends to. */
  endpoint: string;
  submitLabel: string;
  columns: 1 | 2;
  fields: EnquiryFieldView[];
  texts?: EnquiryFormTexts;
  /** The lines before Send: what the details are used for, and the privacy notice's link. */
  privacy?: { text: string; linkText: string; href: string };
  /** The page's language, sent with the enquiry (recorded with its consent). */
  locale?: string;
}

export interface EnquiryFormProps {
  form: EnquiryFormView;
  /** The server's answer to a plain HTML POST; absent on a plain visit. */
  state?: EnquiryFormState;
}

type Status = EnquiryFormState['result'] | 'sending';
type ErrorAnswer = { message?: string; fieldErrors?: Record<string, string[] | string> };

const emptyValues = (form: EnquiryFormView) =>
  Object.fromEntries(form.fields.map((field) => [field.name, ''])) as Record<string, string>;

function firstMessages(fieldErrors: ErrorAnswer['fieldErrors']): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (first) found[name] = first;
  }
  return found;
}

/**
 * The enquiry form of docs/requirements.md#states, #validation and #messages (Contact's Quick Enquiry, the Admission Enquiry). Rendered
 * on the server as a plain `<form method="post">` that works without JavaScript; hydrated, it sends
 * to the JSON API instead: sending disables the button, success clears the form, the result is
 * announced in a live region and each field shows its problem.
 */
export default function EnquiryForm({ form, state }: EnquiryFormProps) {
  // The fields are uncontrolled: what a visitor typed before this island hydrated stays in them
  // (hydrating controlled inputs put the server's empty values back). `values` mirrors them.
  const [initial] = useState<Record<string, string>>(() => ({ ...emptyValues(form), ...state?.values }));
  const [values, setValues] = useState(initial);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>(state?.fieldErrors ?? {});
  const [status, setStatus] = useState<Status>(state?.result ?? 'idle');
  const [detail, setDetail] = useState(state?.detail);
  // Length counters only count once the page runs JavaScript (the server's HTML cannot count).
  const [enhanced, setEnhanced] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setEnhanced(true);
    const typed = Object.fromEntries(form.fields.map((field) => [field.name, fieldValue(field.name)]));
    setValues((current) => ({ ...current, ...typed }));
    // Reads the DOM once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function fieldElement(name: string) {
    return formElement.current?.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      `[name="${name}"]`,
    );
  }

  /** A field's value as a plain form posts it: a ticked box is 'on', an unticked one ''. */
  function fieldValue(name: string): string {
    const element = fieldElement(name);
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      return element.checked ? 'on' : '';
    return element?.value ?? '';
  }

  const change =
    (name: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.target;
      const value =
        target instanceof HTMLInputElement && target.type === 'checkbox'
          ? target.checked
            ? 'on'
            : ''
          : target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: '' } : current));
    };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    setErrors({});
    setDetail(undefined);
    try {
      const response = await fetch(form.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...values,
          website: honeypot,
          ...(form.locale ? { locale: form.locale } : {}),
        }),
      });
      if (response.ok) {
        for (const field of form.fields) {
          const element = fieldElement(field.name);
          if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
          else if (element) element.value = '';
        }
        setValues(emptyValues(form));
        setHoneypot('');
        setStatus('success');
        return;
      }
      const answer = ((await response.json().catch(() => ({}))) ?? {}) as ErrorAnswer;
      const found = firstMessages(answer.fieldErrors);
      setErrors(found);
      const explained = response.status < 500 && Object.keys(found).length === 0;
      setDetail(explained ? answer.message : undefined);
      setStatus('error');
      const first = form.fields.find((field) => found[field.name]);
      if (first) fieldElement(first.name)?.focus();
    } catch {
      setStatus('error');
    }
  }

  const sending = status === 'sending';
  const texts = form.texts ?? ENGLISH_TEXTS;
  return (
    <form
      ref={formElement}
      id={form.id}
      method="post"
      action={`${form.action}#${form.id}`}
      aria-labelledby={form.headingId}
      aria-busy={sending}
      onSubmit={submit}
      className={styles.form}
    >
      <div className={form.columns === 2 ? styles.twoColumns : styles.oneColumn}>
        {form.fields.map((field) => (
          <Field
            key={field.name}
            formId={form.id}
            field={field}
            defaultValue={initial[field.name] ?? ''}
            length={(values[field.name] ?? '').length}
            error={errors[field.name] && (field.errorText ?? errors[field.name])}
            counted={enhanced}
            onChange={change(field.name)}
          />
        ))}
      </div>
      <div aria-hidden="true" className={styles.honeypot}>
        <label htmlFor={`${form.id}-website`}>{texts.honeypot}</label>
        <input
          id={`${form.id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      {form.locale && <input type="hidden" name="locale" value={form.locale} />}
      {form.privacy && (
        <p className={styles.privacy}>
          {form.privacy.text} <a href={form.privacy.href}>{form.privacy.linkText}</a>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="contained" size="large" endIcon={Send} disabled={sending}>
          {sending ? texts.sending : form.submitLabel}
        </Button>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.status}>
        {status === 'success' && <p className={styles.success}>{texts.success}</p>}
        {status === 'error' && (
          <p className={styles.error}>
            {texts.error}
            {detail && <span className={styles.detail}>{detail}</span>}
          </p>
        )}
      </div>
    </form>
  );
}

function Field({
  formId,
  field,
  defaultValue,
  length,
  error,
  counted,
  onChange,
}: {
  formId: string;
  field: EnquiryFieldView;
  defaultValue: string;
  length: number;
  error: string | undefined;
  counted: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}) {
  const id = `${formId}-${field.name}`;
  const helper = error || (counted && field.maxLength ? `${length}/${field.maxLength}` : '');
  const common = {
    id,
    name: field.name,
    defaultValue,
    onChange,
    required: field.required,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-helper` : undefined,
    className: styles.input,
  };
  if (field.kind === 'checkbox') {
    const { defaultValue: _typed, ...box } = common;
    return (
      <div className={`${styles.field} ${field.wide ? styles.wide : ''}`}>
        <div className={styles.consentRow}>
          <input
            {...box}
            type="checkbox"
            defaultChecked={defaultValue === 'on'}
            className={styles.checkbox}
          />
          <label htmlFor={id} className={styles.consentLabel}>
            {field.label}
          </label>
        </div>
        <p id={`${id}-helper`} className={error ? styles.helperError : styles.helper}>
          {error}
        </p>
      </div>
    );
  }
  return (
    <div className={`${styles.field} ${field.wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {field.required && (
          <span aria-hidden="true" className={styles.asterisk}>
            {' *'}
          </span>
        )}
      </label>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={field.maxLength} />
      ) : field.kind === 'select' ? (
        <select {...common}>
          <option value="" disabled>
            {field.prompt}
          </option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.kind} maxLength={field.maxLength} max={field.max} />
      )}
      <p id={`${id}-helper`} className={error ? styles.helperError : styles.helper}>
        {helper}
      </p>
    </div>
  );
}
