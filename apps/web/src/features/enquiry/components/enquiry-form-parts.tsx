import { Alert, Box } from '@mui/material';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

export const ENQUIRY_SUCCESS_TEXT = 'Thank you for your enquiry! We will get back to you soon.';
export const ENQUIRY_ERROR_TEXT = 'Sorry, there was an error sending your enquiry. Please try again.';

/** First message per field from a failed zod parse (the shared schema the server also uses). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Helper text under a field: its error, else a length counter. */
export function counterText(value: string, max: number, error?: string): string {
  return error ?? `${value.length}/${max}`;
}

/**
 * The honeypot: invisible to people and to screen readers, skipped by the keyboard, never
 * auto-filled. Bots that fill every input fill it, and the server drops their submission.
 */
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={onChange}
      />
    </Box>
  );
}

/** The announced result: a polite live region that always exists, so changes are read out. */
export function SubmissionResult({
  state,
  error,
}: {
  state: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
}) {
  const detail =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={{ mt: 2, '&:empty': { mt: 0 } }}>
      {state === 'success' && (
        <Alert severity="success" role="presentation">
          {ENQUIRY_SUCCESS_TEXT}
        </Alert>
      )}
      {state === 'error' && (
        <Alert severity="error" role="presentation">
          {ENQUIRY_ERROR_TEXT}
          {detail && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {detail}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
