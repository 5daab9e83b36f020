import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@skp/shared';
import { adminFetch } from '../api/admin-http';

/** The centred card of the sign-in screens. */
export function SignInCard({
  children,
  onSubmit,
}: {
  children: React.ReactNode;
  onSubmit?: (e: FormEvent) => void;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** Whether this server can e-mail reset links (SMTP_URL set), as GET /auth/session says. */
export function usePasswordResetByMail(): boolean | undefined {
  const [byMail, setByMail] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    adminFetch<{ passwordResetByMail: boolean }>('/auth/session')
      .then((data) => live && setByMail(data.passwordResetByMail))
      .catch(() => live && setByMail(false));
    return () => {
      live = false;
    };
  }, []);
  return byMail;
}

/** 'Forgot your password?' on the sign-in page: a reset link by e-mail, or who can help. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const byMail = usePasswordResetByMail();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const data = await adminFetch<{ message: string }>('/auth/password-reset', {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      setDone(data.message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInCard onSubmit={submit}>
      <Typography variant="h5" component="h1">
        Forgot your password?
      </Typography>
      {byMail === false ? (
        <Typography role="status">
          Ask an admin of the website to set a new password for you: they can do it under Accounts.
        </Typography>
      ) : done ? (
        <Typography role="status">{done}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            We will e-mail you a link to set a new password.
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
          {error ? (
            <Typography color="error" role="alert">
              {error}
            </Typography>
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={busy || byMail === undefined}>
            {busy ? 'Sending…' : 'Send me a link'}
          </Button>
        </>
      )}
      <Link component="button" type="button" onClick={onBack} sx={{ justifySelf: 'start' }}>
        Back to sign in
      </Link>
    </SignInCard>
  );
}

/** /admin/reset-password?token=…: the page a reset link opens. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const mismatch = repeat !== '' && repeat !== password;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await adminFetch('/auth/password-reset/confirm', {
        method: 'POST',
        body: JSON.stringify({ token, newPassword: password }),
      });
      setDone(true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInCard onSubmit={submit}>
      <Typography variant="h5" component="h1">
        Set a new password
      </Typography>
      {done ? (
        <>
          <Typography role="status">Your new password is set. Sign in with it now.</Typography>
          <Button component={RouterLink} to="/admin/login" variant="contained">
            Sign in
          </Button>
        </>
      ) : (
        <>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText={`${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters; common passwords are refused`}
            required
            autoFocus
          />
          <TextField
            label="Repeat the new password"
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={mismatch}
            helperText={mismatch ? 'The passwords do not match' : ' '}
            required
          />
          {error ? (
            <Typography color="error" role="alert">
              {error}
            </Typography>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || mismatch || password.length < PASSWORD_MIN_LENGTH || !token}
          >
            Set the new password
          </Button>
        </>
      )}
    </SignInCard>
  );
}
