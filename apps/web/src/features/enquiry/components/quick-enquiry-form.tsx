import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { ENQUIRY_LIMITS, enquiryInputSchema } from '@skp/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSendEnquiry, type EnquiryFormValues } from '../api/send-enquiry';
import { counterText, fieldErrorsOf, HoneypotField, SubmissionResult } from './enquiry-form-parts';

const EMPTY: EnquiryFormValues = { name: '', email: '', phone: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];

export interface QuickEnquiryFormProps {
  /** Heading above the form; pass null for none (when the page has its own). */
  heading?: string | null;
}

/**
 * The Quick Enquiry form (SPEC §2 Contact, §4, §5, §8): name, e-mail, phone and message, all
 * required. Sending disables the button; success clears the form; the result is announced.
 */
export function QuickEnquiryForm({ heading = 'Quick Enquiry' }: QuickEnquiryFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const [values, setValues] = useState<EnquiryFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const mutation = useSendEnquiry();
  const sending = mutation.isPending;

  const change =
    (field: keyof EnquiryFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (field !== 'website') setErrors((current) => ({ ...current, [field]: undefined }));
    };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = enquiryInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(values, { onSuccess: () => setValues(EMPTY) });
  }

  const fieldProps = (field: Field, max: number) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    required: true,
    fullWidth: true,
    error: Boolean(errors[field]),
    helperText: counterText(values[field], max, errors[field]),
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[field] = element;
    },
  });

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Quick Enquiry'}
      aria-busy={sending}
      sx={{ position: 'relative' }}
    >
      {heading && (
        <Typography id={headingId} variant="h5" component="h2" gutterBottom>
          {heading}
        </Typography>
      )}
      <Stack spacing={2}>
        <TextField
          {...fieldProps('name', ENQUIRY_LIMITS.name)}
          label="Name"
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.name } }}
        />
        <TextField
          {...fieldProps('email', ENQUIRY_LIMITS.email)}
          label="Email"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.email } }}
        />
        <TextField
          {...fieldProps('phone', ENQUIRY_LIMITS.phone)}
          label="Phone"
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.phone } }}
        />
        <TextField
          {...fieldProps('message', ENQUIRY_LIMITS.message)}
          label="Message"
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.message } }}
        />
        <HoneypotField id={`${id}-website`} value={values.website} onChange={change('website')} />
        <Box>
          <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={sending}>
            {sending ? 'Sending...' : 'Send Enquiry'}
          </Button>
        </Box>
      </Stack>
      <SubmissionResult state={mutation.status} error={mutation.error} />
    </Box>
  );
}
