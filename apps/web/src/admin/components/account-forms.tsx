import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@skp/shared';
import { useWords, type Words } from './admin-text';

/** What a new password must be, as every password form says it. */
export const passwordHelp = (t: Words) =>
  t('%{min}-%{max} characters; common passwords are refused', {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
  });

/**
 * A sign-in or password form's sending: busy while it runs, the server's message as the error when
 * it fails (shown as is: wrong password, too many attempts, a weak password).
 */
export function useFormSend(send: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await send();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, submit };
}

/** The form's error, read out when it appears. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Typography color="error" role="alert">
      {error}
    </Typography>
  ) : null;
}

/** The e-mail an account signs in with. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useWords();
  return (
    <TextField
      label={t('E-mail')}
      type="email"
      autoComplete="username"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      autoFocus
    />
  );
}

/** 'New password' and 'Repeat the new password'; `mismatch` says when the two differ. */
export function NewPasswordFields(props: {
  password: string;
  onPassword: (value: string) => void;
  repeat: string;
  onRepeat: (value: string) => void;
  autoFocus?: boolean;
}) {
  const t = useWords();
  return (
    <>
      <TextField
        label={t('New password')}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        helperText={passwordHelp(t)}
        required
        autoFocus={props.autoFocus}
      />
      <TextField
        label={t('Repeat the new password')}
        type="password"
        autoComplete="new-password"
        value={props.repeat}
        onChange={(e) => props.onRepeat(e.target.value)}
        error={mismatch(props.password, props.repeat)}
        helperText={mismatch(props.password, props.repeat) ? t('The passwords do not match') : ' '}
        required
      />
    </>
  );
}

/** The repeat, once typed, differs from the new password. */
export function mismatch(password: string, repeat: string): boolean {
  return repeat !== '' && repeat !== password;
}
