import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import {
  Avatar,
  Box,
  Button,
  ButtonBase,
  Card,
  CardContent,
  Container,
  Grid,
  IconButton,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { ContactInfo } from '@skp/shared';
import { useState, type ReactNode } from 'react';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';
import { usePublicContact } from '../../../components/layout/get-public-contact';
import { PageSplash } from '../../../components/layout/splash-screen';
import { DataSection } from '../../../components/ui/data-section';
import { ImageViewer, type ViewedImage } from '../../../components/ui/image-viewer';
import { PageSection } from '../../../components/ui/page-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { whatsAppLink } from '../../../components/ui/whatsapp-button';
import { ApiError } from '../../../lib/api-client';
import { formatPhone } from '../../../lib/formatters';
import { MAP_EMBED_URL, MAP_OPEN_URL, phoneLink } from '../../../site/pages/contact/contact-text';

const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }} aria-hidden>
        {icon}
      </Avatar>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ fontSize: '1.05rem' }}>{children}</Box>
      </Box>
    </Stack>
  );
}

function socialLinksOf(contact: ContactInfo) {
  const social = contact.socialLinks;
  return [
    { label: 'Facebook', href: social.facebook, icon: <FacebookIcon /> },
    { label: 'Instagram', href: social.instagram, icon: <InstagramIcon /> },
    { label: 'YouTube', href: social.youtube, icon: <YouTubeIcon /> },
    { label: 'X (Twitter)', href: social.twitter, icon: <XIcon /> },
  ].filter((link) => Boolean(link.href));
}

function ContactDetails({ contact }: { contact: ContactInfo }) {
  const phone = contact.phone ? phoneLink(contact.phone) : null;
  const chat = whatsAppLink(contact.whatsapp);
  const social = socialLinksOf(contact);
  return (
    <Stack spacing={3} data-testid="contact-details">
      {contact.address && (
        <DetailRow icon={<LocationOnIcon />} label="Address">
          <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>{contact.address}</address>
        </DetailRow>
      )}
      {phone && (
        <DetailRow icon={<PhoneIcon />} label="Phone">
          <Link href={phone.href}>{phone.text}</Link>
        </DetailRow>
      )}
      {contact.email && (
        <DetailRow icon={<EmailIcon />} label="Email">
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </DetailRow>
      )}
      {contact.officeHours && (
        <DetailRow icon={<ScheduleIcon />} label="Office Hours">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{contact.officeHours}</Typography>
        </DetailRow>
      )}
      {chat && (
        <DetailRow icon={<WhatsAppIcon />} label="WhatsApp">
          <Link href={chat} target="_blank" rel="noopener noreferrer">
            {formatPhone(contact.whatsapp)}
          </Link>
        </DetailRow>
      )}
      {social.length > 0 && (
        <Box component="nav" aria-label="Social links">
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
            Follow Us
          </Typography>
          <Stack direction="row" spacing={1}>
            {social.map((link) => (
              <IconButton
                key={link.label}
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                sx={{
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '&:hover': { bgcolor: 'primary.dark' },
                }}
              >
                {link.icon}
              </IconButton>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function Roadmap({ contact, onView }: { contact: ContactInfo; onView: (image: ViewedImage) => void }) {
  const media = contact.roadmapMedia;
  const alt = 'Road map to S.K.P. Vidya Vihar, Deoghar';
  return (
    <ButtonBase
      onClick={() => onView({ src: contact.roadmapImageUrl, alt, media })}
      aria-label="View the school road map larger"
      sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden', boxShadow: 2 }}
      data-testid="roadmap"
    >
      <ResponsiveImage
        src={contact.roadmapImageUrl}
        alt={alt}
        media={media}
        sizes="(min-width: 1200px) 1150px, 100vw"
        width={1200}
        height={800}
        style={{ height: 'auto' }}
      />
    </ButtonBase>
  );
}

export interface ContactPageProps {
  /** The Quick Enquiry form (built by the enquiry feature). */
  enquiryForm?: ReactNode;
}

/** The Contact page (SPEC §2): hero, details, social links, map, road map, Quick Enquiry. */
export function ContactPage({ enquiryForm }: ContactPageProps) {
  const hero = useHeroImages('contact');
  const query = usePublicContact();
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  // 404: the school has not entered its contact details yet; that is empty, not an error.
  const notSetUp = query.error instanceof ApiError && query.error.status === 404;
  const section = {
    data: notSetUp ? null : query.data,
    isPending: query.isPending,
    isError: query.isError && !notSetUp,
    error: query.error,
  };

  return (
    <>
      <PageSplash loading={hero.status === 'loading'} />
      <HeroCarousel section="contact" label="Contact pictures" minHeight={{ xs: 320, md: 420 }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ ...shadow, fontWeight: 800 }}>
            Contact Us
          </Typography>
          <Typography variant="h6" component="p" sx={{ ...shadow, mt: 1, maxWidth: 760 }}>
            We would love to hear from you. Call, write or visit us in Deoghar.
          </Typography>
        </Container>
      </HeroCarousel>

      <PageSection id="get-in-touch" title="Get in Touch">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                <DataSection
                  query={section}
                  isEmpty={(contact) => contact === null}
                  errorText="Failed to load contact information"
                  emptyText="Contact details are not available at the moment."
                  loadingLabel="Loading contact information"
                >
                  {(contact) => <ContactDetails contact={contact!} />}
                </DataSection>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                <Box
                  component="section"
                  aria-labelledby="quick-enquiry-heading"
                  data-testid="quick-enquiry-slot"
                >
                  <Typography
                    id="quick-enquiry-heading"
                    variant="h5"
                    component="h3"
                    sx={{ fontWeight: 700, mb: 2 }}
                  >
                    Quick Enquiry
                  </Typography>
                  {enquiryForm}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </PageSection>

      <PageSection id="map" title="Find Us" tinted>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            height: { xs: 320, md: 450 },
            borderRadius: 2,
            overflow: 'hidden',
            boxShadow: 2,
            bgcolor: 'grey.200',
          }}
        >
          <iframe
            title="Map showing the location of S.K.P. Vidya Vihar, Deoghar"
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width="100%"
            height="100%"
            style={{ border: 0, display: 'block' }}
            allowFullScreen
          />
        </Box>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            component="a"
            href={MAP_OPEN_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<MapIcon />}
          >
            Open in Maps
          </Button>
        </Box>
      </PageSection>

      {section.data?.roadmapImageUrl && (
        <PageSection
          id="roadmap"
          title="School Roadmap"
          subtitle="How to reach our campus from Deoghar town."
        >
          <Roadmap contact={section.data} onView={setViewed} />
        </PageSection>
      )}
      <ImageViewer image={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
