import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePublicContact } from '../../../components/layout/get-public-contact';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { formatPhone, phoneDigits } from '../../../lib/formatters';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card sx={{ height: '100%', textAlign: 'center' }}>
        <CardContent>
          <Typography color="primary" sx={{ '& svg': { fontSize: 36 } }} aria-hidden>
            {icon}
          </Typography>
          <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
            {label}
          </Typography>
          <Typography color="text.secondary" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {children}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Baby Steps shares the school's office: address, phone, e-mail and hours from GET /contact/public. */
export function BabyStepsContactSection() {
  const query = usePublicContact();
  return (
    <PageSection
      id="contact"
      title="Contact Us"
      subtitle="Visit us, call or write: we would love to meet you and your child."
    >
      <DataSection
        query={query}
        isEmpty={(contact) => !contact}
        errorText="Failed to load contact information"
        emptyText="Contact details will be available soon."
        loadingLabel="Loading contact information"
      >
        {(contact) => (
          <Grid container spacing={3} data-testid="baby-steps-contact">
            <Detail icon={<LocationOnIcon />} label="Address">
              {contact.address}
            </Detail>
            <Detail icon={<PhoneIcon />} label="Phone">
              {contact.phone ? (
                <Link href={`tel:+${phoneDigits(contact.phone)}`}>{formatPhone(contact.phone)}</Link>
              ) : (
                '-'
              )}
            </Detail>
            <Detail icon={<EmailIcon />} label="Email">
              {contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : '-'}
            </Detail>
            <Detail icon={<AccessTimeIcon />} label="Office Hours">
              {contact.officeHours || '-'}
            </Detail>
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
