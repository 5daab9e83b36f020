import StarIcon from '@mui/icons-material/Star';
import { Box, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { curriculumLevelLabel, type FeeStructure } from '@skp/shared';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { formatRupees } from '../../../lib/formatters';
import { useFees } from '../api/get-fees';
import { otherCharges } from '../../../site/pages/admissions/admissions-text';

function FeeLine({ label, amount, note }: { label: string; amount: number; note?: string }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {formatRupees(amount)}
        {note && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            {note}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

function FeeCard({ fee }: { fee: FeeStructure }) {
  return (
    <Card
      data-testid="fee-card"
      data-featured={fee.featured}
      raised={fee.featured}
      sx={{
        height: '100%',
        position: 'relative',
        border: 2,
        borderColor: fee.featured ? 'secondary.main' : 'transparent',
        transform: { md: fee.featured ? 'scale(1.03)' : 'none' },
      }}
    >
      <CardContent>
        {fee.featured && (
          <Chip
            icon={<StarIcon />}
            label="Featured"
            color="secondary"
            size="small"
            sx={{ mb: 1, fontWeight: 700 }}
          />
        )}
        <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {curriculumLevelLabel(fee.level)}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <FeeLine label="Admission Fee" amount={fee.admissionFee} note="(one time)" />
          <FeeLine label="Monthly Fee" amount={fee.monthlyFee} note="per month" />
          <FeeLine label="Annual Fee" amount={fee.annualFee} note="per year" />
          <FeeLine label="Other Charges" amount={otherCharges(fee)} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Fee structure cards (up to 100, displayOrder ascending); featured ones are highlighted. */
export function FeeSection() {
  const query = useFees();
  return (
    <PageSection
      id="fees"
      title="Fee Structure"
      subtitle="Fees in Indian Rupees for the current academic session."
      tinted
    >
      <DataSection
        query={query}
        errorText="Failed to load fee structure"
        emptyText="No fee structure available at the moment."
        loadingLabel="Loading fee structure"
      >
        {(fees) => (
          <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
            {fees.map((fee) => (
              <Grid key={fee._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <FeeCard fee={fee} />
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
