import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, ButtonBase, Card, CardContent, Grid, Typography } from '@mui/material';
import { DataSection } from '../../../components/ui/data-section';
import type { ViewedImage } from '../../../components/ui/image-viewer';
import { PageSection } from '../../../components/ui/page-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useAlumni } from '../api/get-alumni';

/** Hall of Fame: alumni cards (photo, name, year, current post, achievements); a photo opens the viewer. */
export function HallOfFameSection({ onView }: { onView: (image: ViewedImage) => void }) {
  const query = useAlumni();
  return (
    <PageSection id="hall-of-fame" title="Hall of Fame" subtitle="Former students who make us proud.">
      <DataSection
        query={query}
        errorText="Failed to load alumni"
        errorDetail="Failed to fetch alumni data"
        emptyText="No alumni information available"
        loadingLabel="Loading alumni"
      >
        {(alumni) => (
          <Grid container spacing={3}>
            {alumni.map((person) => (
              <Grid key={person._id} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card sx={{ height: '100%' }} data-testid="alumni-card">
                  {person.imageUrl ? (
                    <ButtonBase
                      onClick={() =>
                        onView({
                          src: person.imageUrl,
                          alt: `Photo of ${person.name}`,
                          media: person.media,
                          caption: person.name,
                        })
                      }
                      aria-label={`View photo of ${person.name}`}
                      sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', overflow: 'hidden' }}
                    >
                      <ResponsiveImage
                        src={person.imageUrl}
                        alt={`Photo of ${person.name}`}
                        media={person.media}
                        sizes="(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw"
                        width={800}
                        height={800}
                      />
                    </ButtonBase>
                  ) : (
                    <Box
                      sx={{
                        aspectRatio: '1 / 1',
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        bgcolor: 'primary.light',
                        color: 'primary.contrastText',
                      }}
                    >
                      <EmojiEventsIcon sx={{ fontSize: 72 }} aria-hidden />
                    </Box>
                  )}
                  <CardContent>
                    <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                      {person.name}
                    </Typography>
                    {person.graduationYear && (
                      <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 600 }}>
                        Class of {person.graduationYear}
                      </Typography>
                    )}
                    {person.currentPost && (
                      <Typography color="primary" sx={{ mt: 0.5, fontWeight: 600 }}>
                        {person.currentPost}
                      </Typography>
                    )}
                    {person.achievements && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {person.achievements}
                      </Typography>
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
