import ShieldIcon from '@mui/icons-material/Shield';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { PageSection } from '../../../components/ui/page-section';
import { HOUSES } from '../../../site/pages/about/about-content';

/** The four School Houses in their colours, each with its motto. */
export function HousesSection() {
  return (
    <PageSection
      id="houses"
      title="School Houses"
      subtitle="Every student belongs to one of four houses, which compete in sport, culture and academics through the year."
      tinted
    >
      <Grid container spacing={3}>
        {HOUSES.map((house) => (
          <Grid key={house.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card
              data-testid="house-card"
              data-colour={house.colour}
              sx={{ height: '100%', bgcolor: house.background, color: house.text, textAlign: 'center' }}
            >
              <CardContent sx={{ py: 4 }}>
                <ShieldIcon sx={{ fontSize: 48, opacity: 0.9 }} aria-hidden />
                <Typography variant="h5" component="h3" sx={{ fontWeight: 800, mt: 1 }}>
                  {house.name}
                </Typography>
                <Typography variant="overline" component="p" sx={{ fontWeight: 700, letterSpacing: 2 }}>
                  {house.colour} house
                </Typography>
                <Typography sx={{ mt: 1.5, fontStyle: 'italic' }}>“{house.motto}”</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
