import { useState, type KeyboardEvent } from 'react';
import { useLocaleState, useLogin } from 'react-admin';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmailField, FormError, useFormSend } from './account-forms';
import { ForgotPassword, SignInCard } from './password-reset-pages';
import { adminTitle, useWords } from './admin-text';

/** Sign-in with e-mail and password; the server's message (wrong password, too many attempts) shows as is. */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgot, setForgot] = useState(false);
  // Wrong-case passwords lock an account after a few tries: say so before the first one.
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));
  const { busy, error, submit } = useFormSend(() => login({ email, password }));
  const t = useWords();
  const locale = useLocaleState()[0];

  if (forgot) return <ForgotPassword onBack={() => setForgot(false)} />;
  return (
    <SignInCard onSubmit={submit}>
      <Typography variant="h5" component="h1">
        {adminTitle(t, locale)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Sign in to manage the website.')}
      </Typography>
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onKeyDown={readCapsLock}
        onKeyUp={readCapsLock}
        onBlur={() => setCapsLock(false)}
        helperText={capsLock ? t('Caps Lock is on') : undefined}
        slotProps={{ formHelperText: { role: 'status' } }}
        required
      />
      <FormError error={error} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('Signing in…') : t('Sign in')}
      </Button>
      <Link component="button" type="button" onClick={() => setForgot(true)} sx={{ justifySelf: 'start' }}>
        {t('Forgot your password?')}
      </Link>
    </SignInCard>
  );
}
