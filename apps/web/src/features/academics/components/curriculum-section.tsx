import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Avatar,
  Box,
  Card,
  CardContent,
  Grid,
  Typography,
} from '@mui/material';
import { curriculumLevelLabel, type Curriculum } from '@skp/shared';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { useCurriculum } from '../api/get-curriculum';
import { CurriculumIcon } from './curriculum-icon';

function ListPanel({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Accordion
      disableGutters
      elevation={0}
      slotProps={{ heading: { component: 'h4' } }}
      sx={{ bgcolor: 'transparent', '&:before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {title} ({items.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0 }}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((item) => (
            <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
              {item}
            </Typography>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

function LevelCard({ level }: { level: Curriculum }) {
  const label = curriculumLevelLabel(level.level);
  return (
    <Card sx={{ height: '100%', borderTop: 4, borderColor: 'primary.main' }} data-testid="curriculum-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>
            <CurriculumIcon icon={level.icon} aria-hidden />
          </Avatar>
          <Box>
            <Typography variant="h5" component="h3" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            {level.age && (
              <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 600, mt: 0.25 }}>
                {level.age}
              </Typography>
            )}
          </Box>
        </Box>
        {level.description && <Typography color="text.secondary">{level.description}</Typography>}
        <Box sx={{ mt: 1 }}>
          <ListPanel title="Subjects" items={level.subjects} />
          <ListPanel title="Activities" items={level.activities} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Curriculum Breakdown: a card per level with icon, age, description and expandable lists. */
export function CurriculumSection() {
  const query = useCurriculum();
  return (
    <PageSection
      id="curriculum"
      title="Curriculum Breakdown"
      subtitle="The CBSE curriculum from Pre-Primary to Senior Secondary, with the subjects and activities of each stage."
    >
      <DataSection
        query={query}
        errorText="Failed to load curriculum breakdown"
        errorDetail="Failed to fetch curriculum data"
        emptyText="No curriculum levels available at the moment."
        loadingLabel="Loading curriculum"
      >
        {(levels) => (
          <Grid container spacing={3}>
            {levels.map((level) => (
              <Grid key={level._id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <LevelCard level={level} />
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
