import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Title,
  useBasename,
  useDataProvider,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { adminFetch } from '../api/admin-http';
import { formatDate } from './format';
import { useWords } from './admin-text';
import { DISCLOSURE_SECTION_TITLES, type PrivacyReadiness } from '@skp/shared';
import { DisclosureBadge, useDisclosureStatus } from '../resources/public-disclosure';
import { TranslationCountsCard } from '../resources/translations';
import { PrivacyRequestsCard } from '../resources/privacy';

const COUNTED = [
  ['notices', 'Notices'],
  ['events', 'Events'],
  ['gallery', 'Gallery photos'],
  ['hero-images', 'Hero images'],
  ['faculty', 'Faculty'],
  ['leadership', 'Leaders'],
] as const;
const SOON_DAYS = 14;

// The charts and their library load only when the admin's home is shown (a chunk of their own).
const VisitCharts = lazy(() => import('./visit-charts'));

function ChartsLoading() {
  const t = useWords();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status" data-testid="figures-loading">
      <CircularProgress size={20} />
      <Typography variant="body2">{t('Loading the figures…')}</Typography>
    </Box>
  );
}

/**
 * What is not yet set up: the enquiry forms are not shown as ready until a Grievance Officer is
 * named in Settings > Privacy (the privacy notice names them; parents write to them about their data).
 */
function SetupChecklist() {
  const t = useWords();
  const base = useBasename();
  const { permissions } = usePermissions();
  const [readiness, setReadiness] = useState<PrivacyReadiness | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    adminFetch<{ readiness: PrivacyReadiness }>('/admin/privacy/readiness', { signal: controller.signal })
      .then((data) => setReadiness(data.readiness))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!readiness) return null;
  return (
    <Card data-testid="setup-checklist">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Set-up checklist')}
        </Typography>
        {readiness.formsReady ? (
          <Alert severity="success">{t('Enquiry forms: ready')}</Alert>
        ) : (
          <Alert
            severity="warning"
            action={
              permissions === 'admin' ? (
                <Button component={RouterLink} to={`${base}/settings/privacy`} color="inherit" size="small">
                  {t('Settings > Privacy')}
                </Button>
              ) : undefined
            }
          >
            {t(
              'Enquiry forms: not ready. Name the Grievance Officer in Settings > Privacy: the privacy notice names them, and parents write to them about their data.',
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions();
  const base = useBasename();
  const translate = useTranslate();
  const t = useWords();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [expiring, setExpiring] = useState<(RaRecord & { resource: string })[]>([]);
  const [drafts, setDrafts] = useState(0);
  const [enquiries, setEnquiries] = useState<RaRecord[] | null>(null);
  // One read of the disclosure's status for its badge and for the expiry card below.
  const { status: disclosure } = useDisclosureStatus();
  const certificates =
    disclosure?.warnings.filter((warning) => warning.kind === 'expired' || warning.kind === 'expiring') ?? [];

  useEffect(() => {
    let live = true;
    // Signing out unmounts the dashboard: its requests stop with it (no 401 after sign-out).
    const controller = new AbortController();
    const { signal } = controller;
    const all = {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'createdAt', order: 'DESC' as const },
      filter: {},
      signal,
    };
    void Promise.all(
      COUNTED.map(([resource]) =>
        dataProvider.getList(resource, all).then((r) => [resource, r.total ?? 0] as const),
      ),
    )
      .then((entries) => live && setCounts(Object.fromEntries(entries)))
      .catch(() => undefined);
    const horizon = Date.now() + SOON_DAYS * 86_400_000;
    void Promise.all(
      (['notices', 'events'] as const).map(async (resource) => {
        const list = await dataProvider.getList(resource, {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'expireAt', order: 'ASC' },
          filter: { publication: 'published' },
          signal,
        });
        const draftList = await dataProvider.getList(resource, {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'date', order: 'DESC' },
          filter: { publication: 'draft' },
          signal,
        });
        return {
          soon: list.data
            .filter(
              (r) =>
                r.expireAt &&
                new Date(r.expireAt).getTime() > Date.now() &&
                new Date(r.expireAt).getTime() < horizon,
            )
            .map((r) => ({ ...r, resource })),
          drafts: draftList.total ?? 0,
        };
      }),
    )
      .then((parts) => {
        if (!live) return;
        setExpiring(parts.flatMap((p) => p.soon));
        setDrafts(parts.reduce((n, p) => n + p.drafts, 0));
      })
      .catch(() => undefined);
    // The enquiry inbox exists once the enquiries module is in; until then the card stays hidden.
    adminFetch<{ items?: RaRecord[]; enquiries?: RaRecord[] }>(
      '/admin/enquiries?limit=5&sortBy=createdAt&sortOrder=desc',
      { signal },
    )
      .then((data) => live && setEnquiries(data.items ?? data.enquiries ?? []))
      .catch(() => live && setEnquiries(null));
    return () => {
      live = false;
      controller.abort();
    };
  }, [dataProvider]);

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Dashboard" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('Welcome to the website admin')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" component={RouterLink} to={`${base}/notices/create`}>
              {translate('New notice')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={`${base}/gallery/create`}>
              {translate('Add photos')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={`${base}/events/create`}>
              {translate('New event')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <SetupChecklist />
      {permissions === 'admin' ? <PrivacyRequestsCard /> : null}
      <DisclosureBadge status={disclosure} />
      <TranslationCountsCard />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' } }}
      >
        {COUNTED.map(([resource, label]) => (
          <Card key={resource}>
            <ListItemButton component={RouterLink} to={`${base}/${resource}`} sx={{ display: 'block', p: 2 }}>
              <Typography variant="h4" component="p" aria-label={t('%{label} count', { label: t(label) })}>
                {counts[resource] ?? '…'}
              </Typography>
              <Typography variant="body2">{t(label)}</Typography>
            </ListItemButton>
          </Card>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('Expired or expiring soon')}
            </Typography>
            {expiring.length === 0 && certificates.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('Nothing has expired and nothing expires soon.')}
              </Typography>
            ) : (
              <List dense component="div" data-testid="expiring-list">
                {certificates.map((warning) => (
                  <ListItemButton
                    key={`${warning.section}-${warning.kind}-${warning.message}`}
                    component={RouterLink}
                    to={`${base}/settings/public-disclosure-${warning.section}`}
                  >
                    <ListItemText
                      primary={<span lang="en">{warning.message}</span>}
                      secondary={t(
                        warning.kind === 'expired'
                          ? 'CBSE disclosure, %{section} · expired: renew it'
                          : 'CBSE disclosure, %{section} · expires within 60 days',
                        { section: DISCLOSURE_SECTION_TITLES[warning.section] },
                      )}
                      sx={
                        warning.kind === 'expired'
                          ? { '& .MuiListItemText-primary': { color: 'error.main' } }
                          : undefined
                      }
                    />
                  </ListItemButton>
                ))}
                {expiring.map((item) => (
                  <ListItemButton
                    key={`${item.resource}-${item.id}`}
                    component={RouterLink}
                    to={`${base}/${item.resource}/${item.id}`}
                  >
                    <ListItemText
                      primary={item.title}
                      secondary={t(
                        item.resource === 'notices' ? 'Notice · expires %{date}' : 'Event · expires %{date}',
                        { date: formatDate(item.expireAt) },
                      )}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
            {drafts > 0 ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t(drafts === 1 ? '1 draft not yet published.' : '%{count} drafts not yet published.', {
                  count: drafts,
                })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
        {enquiries ? (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('Recent enquiries')}
              </Typography>
              {enquiries.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('No enquiries yet.')}
                </Typography>
              ) : (
                <List dense>
                  {enquiries.map((e) => (
                    <ListItem key={String(e._id ?? e.id)} disableGutters>
                      <ListItemText
                        primary={`${e.name} (${e.email})`}
                        secondary={String(e.message).slice(0, 120)}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        ) : null}
      </Box>
      <Suspense fallback={<ChartsLoading />}>
        <VisitCharts />
      </Suspense>
      {permissions === 'admin' ? (
        <Typography variant="body2" color="text.secondary">
          {t('As an admin you can also manage accounts and read the audit log.')}
        </Typography>
      ) : null}
    </Box>
  );
}
