import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import type { AlumniCard } from '@skp/shared';
import { useState } from 'react';
import { wrapIndex } from '../../../components/hero-carousel/wrap-index';
import { DataSection } from '../../../components/ui/data-section';
import type { ViewedImage } from '../../../components/ui/image-viewer';
import { PageSection } from '../../../components/ui/page-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useAlumniCards } from '../api/get-alumni-cards';

function AlumniSlide({ card, onView }: { card: AlumniCard; onView: (image: ViewedImage) => void }) {
  return (
    <Card data-testid="alumni-slide" sx={{ overflow: 'hidden' }}>
      <ButtonBase
        onClick={() =>
          onView({
            src: card.imageUrl,
            alt: card.title,
            media: card.media,
            caption: card.subtitle || card.title,
          })
        }
        aria-label={`View picture: ${card.title}`}
        sx={{ display: 'block', width: '100%', aspectRatio: '3 / 2', overflow: 'hidden' }}
      >
        <ResponsiveImage
          src={card.imageUrl}
          alt={card.title}
          media={card.media}
          sizes="(min-width: 900px) 860px, 100vw"
          width={1200}
          height={800}
        />
      </ButtonBase>
      <CardContent sx={{ textAlign: 'center' }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {card.title}
        </Typography>
        {card.subtitle && <Typography color="text.secondary">{card.subtitle}</Typography>}
      </CardContent>
    </Card>
  );
}

const arrow = {
  bgcolor: 'background.paper',
  boxShadow: 2,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

function AlumniCarousel({ cards, onView }: { cards: AlumniCard[]; onView: (image: ViewedImage) => void }) {
  const [index, setIndex] = useState(0);
  const count = cards.length;
  const current = wrapIndex(index, count);
  if (count === 1) return <AlumniSlide card={cards[0]!} onView={onView} />;
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));
  return (
    <Box aria-roledescription="carousel" aria-label="Alumni pictures" role="region">
      <Stack direction="row" spacing={{ xs: 1, md: 2 }} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Previous alumni picture" onClick={() => go(-1)} sx={arrow}>
          <ChevronLeftIcon />
        </IconButton>
        <Box
          sx={{ flex: 1, minWidth: 0 }}
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${count}`}
          aria-live="polite"
        >
          <AlumniSlide key={cards[current]!._id} card={cards[current]!} onView={onView} />
        </Box>
        <IconButton aria-label="Next alumni picture" onClick={() => go(1)} sx={arrow}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2 }}>
        {cards.map((card, i) => (
          <ButtonBase
            key={card._id}
            aria-label={`Show picture ${i + 1}: ${card.title}`}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{ p: 1, borderRadius: '50%' }}
          >
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: i === current ? 'primary.main' : 'action.disabled',
                transition: 'background-color 200ms',
              }}
            />
          </ButtonBase>
        ))}
      </Stack>
    </Box>
  );
}

/** The alumni image carousel (GET /alumni-cards): previous/next, dots, wrapping; one card shows alone. */
export function AlumniCarouselSection({ onView }: { onView: (image: ViewedImage) => void }) {
  const query = useAlumniCards();
  return (
    <PageSection id="alumni-moments" title="Alumni Moments" maxWidth="md" tinted>
      <DataSection
        query={query}
        errorText="Failed to load alumni cards"
        errorDetail="Failed to fetch alumni cards"
        emptyText="No alumni cards available"
        loadingLabel="Loading alumni cards"
      >
        {(cards) => <AlumniCarousel cards={cards} onView={onView} />}
      </DataSection>
    </PageSection>
  );
}
