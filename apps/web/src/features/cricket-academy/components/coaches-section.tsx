import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Avatar, Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import type { Coach } from '@skp/shared';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useCoaches } from '../api/get-coaches';
import { achievementsView } from '../../../site/pages/wings/coach-achievements';

function CoachPhoto({ coach }: { coach: Coach }) {
  const src = coach.image?.url || coach.media?.url;
  if (!src) {
    return (
      <Avatar sx={{ width: 120, height: 120, mx: 'auto', fontSize: 44, bgcolor: 'primary.main' }} aria-hidden>
        {coach.name.charAt(0)}
      </Avatar>
    );
  }
  return (
    <Box sx={{ width: 140, height: 140, mx: 'auto', borderRadius: '50%', overflow: 'hidden', boxShadow: 3 }}>
      <ResponsiveImage
        src={src}
        alt={`${coach.name}, ${coach.designation}`}
        media={coach.media}
        sizes="140px"
      />
    </Box>
  );
}

function Achievements({ coach }: { coach: Coach }) {
  const view = achievementsView(coach.achievements);
  if (view.kind === 'none') return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h4" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <EmojiEventsIcon fontSize="small" color="secondary" aria-hidden /> Achievements
      </Typography>
      {view.kind === 'list' ? (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }} data-testid="coach-achievements-list">
          {view.items.map((item) => (
            <li key={`${item.title}-${item.description}`}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.title}
              </Typography>
              {item.title && item.description ? ': ' : ''}
              <Typography component="span" color="text.secondary">
                {item.description}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="coach-achievements-text">
          {view.text}
        </Typography>
      )}
    </Box>
  );
}

/** Coaches from GET /coach/coaches: photo, name, role, experience, story, achievements and skills. */
export function CoachesSection() {
  const query = useCoaches();
  return (
    <PageSection
      id="coaches"
      title="Our Coaches"
      subtitle="Experienced, certified coaches who care about every player."
      tinted
    >
      <DataSection
        query={query}
        errorText="Failed to load coaches"
        emptyText="No coaches available at the moment."
        loadingLabel="Loading coaches"
      >
        {(coaches) => (
          <Grid container spacing={3}>
            {coaches.map((coach) => (
              <Grid key={coach._id ?? coach.name} size={{ xs: 12, md: 4 }}>
                <Card data-testid="coach-card" sx={{ height: '100%' }}>
                  <CardContent>
                    <CoachPhoto coach={coach} />
                    <Box sx={{ textAlign: 'center', mt: 2 }}>
                      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                        {coach.name}
                      </Typography>
                      <Typography color="primary" sx={{ fontWeight: 600 }}>
                        {coach.designation}
                      </Typography>
                      {coach.experience && (
                        <Chip label={`Experience: ${coach.experience}`} size="small" sx={{ mt: 1 }} />
                      )}
                    </Box>
                    {coach.description && (
                      <Typography color="text.secondary" sx={{ mt: 2 }}>
                        {coach.description}
                      </Typography>
                    )}
                    <Achievements coach={coach} />
                    {(coach.skills ?? []).length > 0 && (
                      <Box sx={{ mt: 2 }}>
                        <Typography component="h4" sx={{ fontWeight: 700 }}>
                          Skills
                        </Typography>
                        <Stack
                          direction="row"
                          sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}
                          data-testid="coach-skills"
                        >
                          {coach.skills.map((skill) => (
                            <Chip key={skill} label={skill} color="primary" variant="outlined" size="small" />
                          ))}
                        </Stack>
                      </Box>
                    )}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
