import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Container, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatPhone, phoneDigits } from '../../lib/formatters';
import { BRANDS, themeNameForPath } from './brand';
import { usePublicContact } from './get-public-contact';
import { NAV_LINKS } from './nav-links';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  ...NAV_LINKS,
  { label: 'Baby Steps', to: '/baby-steps' },
  { label: 'Cricket Academy', to: '/cricket-academy' },
];

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ mt: '2px', display: 'flex', opacity: 0.85 }}>{icon}</Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** Footer: address, phone, e-mail and office hours from GET /contact/public, quick links, social links. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const brand = BRANDS[themeNameForPath(pathname)];
  const { data: contact } = usePublicContact();
  const social = contact?.socialLinks;
  const socialLinks = [
    { label: 'Facebook', href: social?.facebook, icon: <FacebookIcon /> },
    { label: 'Instagram', href: social?.instagram, icon: <InstagramIcon /> },
    { label: 'YouTube', href: social?.youtube, icon: <YouTubeIcon /> },
    { label: 'X (Twitter)', href: social?.twitter, icon: <XIcon /> },
  ].filter((link) => Boolean(link.href));

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', pt: 6, pb: 3, mt: 'auto' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
              {brand.title}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85, mb: 2 }}>
              {brand.tagline}
            </Typography>
            {contact && (
              <Stack spacing={1.25} sx={{ fontSize: '0.95rem' }} data-testid="footer-contact">
                {contact.address && (
                  <ContactLine icon={<LocationOnIcon fontSize="small" />}>
                    <address style={{ fontStyle: 'normal' }}>{contact.address}</address>
                  </ContactLine>
                )}
                {contact.phone && (
                  <ContactLine icon={<PhoneIcon fontSize="small" />}>
                    <Link href={`tel:+${phoneDigits(contact.phone)}`} color="inherit">
                      {formatPhone(contact.phone)}
                    </Link>
                  </ContactLine>
                )}
                {contact.email && (
                  <ContactLine icon={<EmailIcon fontSize="small" />}>
                    <Link href={`mailto:${contact.email}`} color="inherit">
                      {contact.email}
                    </Link>
                  </ContactLine>
                )}
                {contact.officeHours && (
                  <ContactLine icon={<ScheduleIcon fontSize="small" />}>{contact.officeHours}</ContactLine>
                )}
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              Quick Links
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
            >
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              Follow Us
            </Typography>
            {socialLinks.length > 0 ? (
              <Stack direction="row" spacing={1}>
                {socialLinks.map((link) => (
                  <IconButton
                    key={link.label}
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    sx={{ color: 'inherit', border: 1, borderColor: 'rgba(255,255,255,0.4)' }}
                  >
                    {link.icon}
                  </IconButton>
                ))}
              </Stack>
            ) : (
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                S.K.P. Vidya Vihar, Deoghar, Jharkhand
              </Typography>
            )}
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          sx={{
            mt: 5,
            pt: 2,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.25)',
            opacity: 0.85,
            textAlign: 'center',
          }}
        >
          © {new Date().getFullYear()} S.K.P. Vidya Vihar, Deoghar. Under the aegis of SKP Charitable Trust.
        </Typography>
      </Container>
    </Box>
  );
}
