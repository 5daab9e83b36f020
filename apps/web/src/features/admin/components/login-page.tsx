import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ForgotPassword, SignInCard } from './password-reset-pages';

/** Sign-in with e-mail and password; the server's message (wrong password, too many attempts) shows as is. */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (forgot) return <ForgotPassword onBack={() => setForgot(false)} />;
  return (
    <SignInCard onSubmit={submit}>
      <Typography variant="h5" component="h1">
        S.K.P. Vidya Vihar admin
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sign in to manage the website.
      </Typography>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoFocus
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {error ? (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <Link component="button" type="button" onClick={() => setForgot(true)} sx={{ justifySelf: 'start' }}>
        Forgot your password?
      </Link>
    </SignInCard>
  );
}
