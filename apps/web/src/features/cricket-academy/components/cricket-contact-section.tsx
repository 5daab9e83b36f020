import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import EventIcon from '@mui/icons-material/Event';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import type { CricketContact } from '@skp/shared';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { formatPhone } from '../../../lib/formatters';
import { useCricketContact } from '../api/get-cricket-contact';
import { callHref, scheduleVisitHref } from '../../../site/pages/wings/quick-enquiry';

/** Where the brochure is served when the data does not say (SPEC §7). */
export const BROCHURE_PATH = '/api/cricket-academy-contact/brochure';

const brochureSx = { bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } };

function QuickEnquiry({ contact }: { contact: CricketContact }) {
  const labels = contact.quickEnquiry;
  const visit = scheduleVisitHref(contact.email);
  const call = callHref(contact.phone);
  const brochure = contact.hasBrochure ? contact.brochureUrl || BROCHURE_PATH : undefined;
  return (
    <Box
      component="nav"
      aria-label="Quick enquiry"
      sx={{
        p: { xs: 2, md: 3 },
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        height: '100%',
      }}
    >
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        Quick Enquiry
      </Typography>
      <Stack spacing={1.5}>
        {labels.scheduleVisitLabel && visit && (
          <Button href={visit} variant="contained" color="secondary" size="large" startIcon={<EventIcon />}>
            {labels.scheduleVisitLabel}
          </Button>
        )}
        {labels.downloadBrochureLabel &&
          (brochure ? (
            <Button
              href={brochure}
              target="_blank"
              rel="noopener"
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              sx={brochureSx}
            >
              {labels.downloadBrochureLabel}
            </Button>
          ) : (
            <Button disabled variant="contained" size="large" startIcon={<DownloadIcon />}>
              {labels.downloadBrochureLabel}
            </Button>
          ))}
        {labels.callNowLabel && call && (
          <Button
            href={call}
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<PhoneIcon />}
            sx={{ borderColor: 'rgba(255,255,255,0.8)' }}
          >
            {labels.callNowLabel}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** Contact from GET /cricket-academy-contact/public and the quick enquiry buttons with its labels. */
export function CricketContactSection() {
  const query = useCricketContact();
  return (
    <PageSection
      id="contact"
      title={query.data?.title || 'Contact the Academy'}
      subtitle={query.data?.description || undefined}
    >
      <DataSection
        query={query}
        isEmpty={(contact) => !contact}
        errorText="Failed to load contact information"
        emptyText="Contact details will be available soon."
        loadingLabel="Loading contact information"
      >
        {(contact) =>
          contact && (
            <Grid container spacing={3} data-testid="cricket-contact">
              <Grid size={{ xs: 12, md: 7 }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack spacing={2.5}>
                      {contact.location && (
                        <Box sx={{ display: 'flex', gap: 1.5 }}>
                          <LocationOnIcon color="primary" aria-hidden />
                          <Box>
                            <Typography component="h3" sx={{ fontWeight: 700 }}>
                              Location
                            </Typography>
                            <Typography color="text.secondary">{contact.location}</Typography>
                          </Box>
                        </Box>
                      )}
                      {contact.phone && (
                        <Box sx={{ display: 'flex', gap: 1.5 }}>
                          <PhoneIcon color="primary" aria-hidden />
                          <Box>
                            <Typography component="h3" sx={{ fontWeight: 700 }}>
                              Phone
                            </Typography>
                            <Link href={callHref(contact.phone)}>{formatPhone(contact.phone)}</Link>
                          </Box>
                        </Box>
                      )}
                      {contact.email && (
                        <Box sx={{ display: 'flex', gap: 1.5 }}>
                          <EmailIcon color="primary" aria-hidden />
                          <Box sx={{ minWidth: 0 }}>
                            <Typography component="h3" sx={{ fontWeight: 700 }}>
                              Email
                            </Typography>
                            <Link href={`mailto:${contact.email}`} sx={{ overflowWrap: 'anywhere' }}>
                              {contact.email}
                            </Link>
                          </Box>
                        </Box>
                      )}
                    </Stack>
                  </CardContent>
                </Card>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <QuickEnquiry contact={contact} />
              </Grid>
            </Grid>
          )
        }
      </DataSection>
    </PageSection>
  );
}
