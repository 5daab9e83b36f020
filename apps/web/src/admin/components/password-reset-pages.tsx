import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import { EmailField, FormError, NewPasswordFields, mismatch, useFormSend } from './account-forms';
import { useWords } from './admin-text';

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
  const t = useWords();
  const { busy, error, submit } = useFormSend(async () => {
    const data = await adminFetch<{ message: string }>('/auth/password-reset', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    setDone(data.message);
  });

  return (
    <SignInCard onSubmit={submit}>
      <Typography variant="h5" component="h1">
        {t('Forgot your password?')}
      </Typography>
      {byMail === false ? (
        <Typography role="status">
          {t('Ask an admin of the website to set a new password for you: they can do it under Accounts.')}
        </Typography>
      ) : done ? (
        <Typography role="status">{done}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('We will e-mail you a link to set a new password.')}
          </Typography>
          <EmailField value={email} onChange={setEmail} />
          <FormError error={error} />
          <Button type="submit" variant="contained" size="large" disabled={busy || byMail === undefined}>
            {busy ? t('Sending…') : t('Send me a link')}
          </Button>
        </>
      )}
      <Link component="button" type="button" onClick={onBack} sx={{ justifySelf: 'start' }}>
        {t('Back to sign in')}
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
  const [done, setDone] = useState(false);
  const t = useWords();
  const { busy, error, submit } = useFormSend(async () => {
    await adminFetch('/auth/password-reset/confirm', {
      method: 'POST',
      body: JSON.stringify({ token, newPassword: password }),
    });
    setDone(true);
  });

  return (
    <SignInCard onSubmit={submit}>
      <Typography variant="h5" component="h1">
        {t('Set a new password')}
      </Typography>
      {done ? (
        <>
          <Typography role="status">{t('Your new password is set. Sign in with it now.')}</Typography>
          <Button component={RouterLink} to="/admin/login" variant="contained">
            {t('Sign in')}
          </Button>
        </>
      ) : (
        <>
          <NewPasswordFields
            password={password}
            onPassword={setPassword}
            repeat={repeat}
            onRepeat={setRepeat}
            autoFocus
          />
          <FormError error={error} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || mismatch(password, repeat) || password.length < PASSWORD_MIN_LENGTH || !token}
          >
            {t('Set the new password')}
          </Button>
        </>
      )}
    </SignInCard>
  );
}
