import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Grid, TextField, Typography } from '@mui/material';
import { ADMISSION_CLASSES, ADMISSION_ENQUIRY_LIMITS, admissionEnquiryInputSchema } from '@skp/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSendAdmissionEnquiry, type AdmissionEnquiryFormValues } from '../api/send-admission-enquiry';
import { counterText, fieldErrorsOf, HoneypotField, SubmissionResult } from './enquiry-form-parts';

const EMPTY: AdmissionEnquiryFormValues = {
  studentName: '',
  dateOfBirth: '',
  classSought: '',
  parentName: '',
  phone: '',
  email: '',
  message: '',
  website: '',
};
const FIELDS = [
  'studentName',
  'dateOfBirth',
  'classSought',
  'parentName',
  'phone',
  'email',
  'message',
] as const;
type Field = (typeof FIELDS)[number];

const today = () => new Date().toISOString().slice(0, 10);

export interface AdmissionEnquiryFormProps {
  heading?: string | null;
}

/** The admission enquiry (POST /api/admission), offered on the Admissions page beside the portal button. */
export function AdmissionEnquiryForm({ heading = 'Admission Enquiry' }: AdmissionEnquiryFormProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const [values, setValues] = useState<AdmissionEnquiryFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const mutation = useSendAdmissionEnquiry();
  const sending = mutation.isPending;

  const change =
    (field: keyof AdmissionEnquiryFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (field !== 'website') setErrors((current) => ({ ...current, [field]: undefined }));
    };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = admissionEnquiryInputSchema.safeParse(values);
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

  const fieldProps = (field: Field, helper?: string) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    required: field !== 'message',
    fullWidth: true,
    error: Boolean(errors[field]),
    helperText: errors[field] ?? helper,
    inputRef: (element: HTMLElement | null) => {
      inputs.current[field] = element;
    },
  });
  const limited = (field: Field & keyof typeof ADMISSION_ENQUIRY_LIMITS) => ({
    ...fieldProps(field, counterText(values[field], ADMISSION_ENQUIRY_LIMITS[field])),
    slotProps: { htmlInput: { maxLength: ADMISSION_ENQUIRY_LIMITS[field] } },
  });

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Admission Enquiry'}
      aria-busy={sending}
      sx={{ position: 'relative' }}
    >
      {heading && (
        <Typography id={headingId} variant="h5" component="h2" gutterBottom>
          {heading}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...limited('studentName')} label="Student name" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps('dateOfBirth')}
            label="Date of birth"
            type="date"
            autoComplete="off"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps('classSought')}
            label="Class sought"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Choose a class
            </option>
            {ADMISSION_CLASSES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...limited('parentName')} label="Parent or guardian name" autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...limited('phone')} label="Phone" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...limited('email')} label="Email" type="email" autoComplete="email" />
        </Grid>
        <Grid size={12}>
          <TextField {...limited('message')} label="Message (optional)" multiline minRows={3} />
        </Grid>
      </Grid>
      <HoneypotField id={`${id}-website`} value={values.website} onChange={change('website')} />
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={sending}>
          {sending ? 'Sending...' : 'Send Admission Enquiry'}
        </Button>
      </Box>
      <SubmissionResult state={mutation.status} error={mutation.error} />
    </Box>
  );
}
