import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button as MuiButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { Title, useNotify, usePermissions } from 'react-admin';
import {
  SUBSCRIPTION_TOPICS,
  type SendProgress,
  type Subscription,
  type SubscriptionCounts,
  type SubscriptionTopic,
  type UrgentAlert,
} from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import { useWords } from '../components/admin-text';
import { formatDate } from '../components/format';

const TOPIC_WORDS: Record<SubscriptionTopic, string> = {
  notices: 'All notices',
  events: 'Events',
  urgent: 'Urgent alerts only',
  babySteps: 'Baby Steps news',
  cricketAcademy: 'Cricket Academy news',
};

/** The urgent alert's progress, asked again every 2 seconds until nothing is left queued. */
function AlertProgress({ alert }: { alert: UrgentAlert }) {
  const t = useWords();
  const { data } = useQuery({
    queryKey: ['admin', 'alert-progress', alert.noticeId],
    queryFn: ({ signal }) =>
      adminFetch<{ progress: SendProgress }>(`/admin/subscriptions/progress/${alert.noticeId}`, { signal }),
    refetchInterval: (query) => ((query.state.data?.progress.queued ?? 1) > 0 ? 2000 : false),
  });
  const progress = data?.progress ?? alert.progress;
  return (
    <Alert severity={progress.failed > 0 ? 'warning' : 'success'} data-testid="alert-progress" sx={{ my: 1 }}>
      {t('Published: the urgent banner and the notice are on the website.')}{' '}
      {t(
        'Mails and phone notifications: %{queued} queued, %{sent} sent, %{failed} failed, of %{total}.',
        progress,
      )}
    </Alert>
  );
}

/** The urgent alert: one action publishes the urgent banner and a notice and mails every subscriber. */
function UrgentAlertForm() {
  const t = useWords();
  const notify = useNotify();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<UrgentAlert | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const answer = await adminFetch<{ alert: UrgentAlert }>('/admin/subscriptions/urgent-alert', {
        method: 'POST',
        body: JSON.stringify({ title, message }),
      });
      setAlert(answer.alert);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="form" onSubmit={send} sx={{ mb: 4 }} data-testid="urgent-alert-form">
      <Typography variant="subtitle1">{t('Urgent alert')}</Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {t(
          'For news parents must have at once (school closed tomorrow): publishes the urgent banner on every page and a notice, and sends it to every subscriber (mail and phone notifications), whatever they chose.',
        )}
      </Typography>
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <MuiTextField
          label={t('Title (also the banner)')}
          placeholder={t('School closed tomorrow')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 160 } }}
          required
        />
        <MuiTextField
          label={t('Message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
        />
        <MuiButton
          type="submit"
          variant="contained"
          color="error"
          disabled={sending}
          sx={{ alignSelf: 'start' }}
        >
          {t('Publish and send to every subscriber')}
        </MuiButton>
      </Stack>
      {alert ? <AlertProgress alert={alert} /> : null}
    </Box>
  );
}

/**
 * Subscribers (Notices and events > Subscribers): how many parents follow the school by e-mail, in
 * totals only, and one address at a time when a parent asks (what they chose; erase on request).
 * There is no list of addresses anywhere, and no export.
 */
export function SubscribersPage() {
  const t = useWords();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [found, setFound] = useState<Subscription | null | undefined>(undefined);
  const { data } = useQuery({
    queryKey: ['admin', 'subscription-counts'],
    queryFn: ({ signal }) =>
      adminFetch<{ counts: SubscriptionCounts }>('/admin/subscriptions/counts', { signal }),
  });
  const counts = data?.counts;

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    const answer = await adminFetch<{ subscription: Subscription | null }>(
      `/admin/subscriptions/lookup?email=${encodeURIComponent(email.trim())}`,
    );
    setAsked(email.trim());
    setFound(answer.subscription);
  }

  async function erase() {
    if (!asked) return;
    await adminFetch<{ erased: number }>('/admin/subscriptions/erase', {
      method: 'POST',
      body: JSON.stringify({ email: asked }),
    });
    setFound(null);
    notify(t('Subscription erased'), { type: 'info' });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'subscription-counts'] });
  }

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title="Subscribers" />
      <Typography variant="h6">{t('Subscribers')}</Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {t(
          "Parents who get the school's notices by e-mail or as notifications on their phones. Only totals are shown here: look up one address when a parent asks.",
        )}
      </Typography>
      <UrgentAlertForm />
      <Table size="small" data-testid="subscription-counts" sx={{ mb: 3 }}>
        <TableBody>
          <TableRow>
            <TableCell>{t('Confirmed')}</TableCell>
            <TableCell data-testid="count-confirmed">{counts?.confirmed ?? '…'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{t('Of these, phones (notifications)')}</TableCell>
            <TableCell data-testid="count-phones">{counts?.phones ?? '…'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{t('Waiting for confirmation')}</TableCell>
            <TableCell>{counts?.waitingForConfirmation ?? '…'}</TableCell>
          </TableRow>
          {SUBSCRIPTION_TOPICS.map((topic) => (
            <TableRow key={topic}>
              <TableCell>{t(TOPIC_WORDS[topic])}</TableCell>
              <TableCell>{counts?.byTopic[topic] ?? '…'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1">{t('Look up one address')}</Typography>
      <Stack component="form" direction="row" spacing={1} sx={{ my: 1 }} onSubmit={lookUp}>
        <MuiTextField
          label={t('E-mail address')}
          type="email"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <MuiButton type="submit" variant="contained">
          {t('Look up')}
        </MuiButton>
      </Stack>
      {found === null && asked ? (
        <Alert severity="info">{t('No subscription for %{email}', { email: asked })}</Alert>
      ) : null}
      {found ? (
        <Box data-testid="subscription-found">
          <Table size="small">
            <TableBody>
              <TableRow>
                <TableCell>{t('Receives')}</TableCell>
                <TableCell>{found.topics.map((topic) => t(TOPIC_WORDS[topic])).join(', ')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('Language')}</TableCell>
                <TableCell>{found.language === 'hi' ? t('Hindi') : t('English')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('How often')}</TableCell>
                <TableCell>{found.frequency === 'weekly' ? t('Weekly digest') : t('Right away')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('Confirmed')}</TableCell>
                <TableCell>
                  {found.confirmedAt ? formatDate(found.confirmedAt, true) : t('Not yet')}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          {permissions === 'admin' ? (
            <MuiButton color="error" sx={{ mt: 1 }} onClick={() => void erase()}>
              {t('Erase this subscription')}
            </MuiButton>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
