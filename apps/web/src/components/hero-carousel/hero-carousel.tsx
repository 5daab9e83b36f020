import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Stack, useMediaQuery } from '@mui/material';
import type { HeroImage, HeroSection } from '@skp/shared';
import { useEffect, useState, type ReactNode } from 'react';
import defaultHero from '../../assets/hero-default.svg';
import { ResponsiveImage } from '../ui/responsive-image';
import { useHeroImages } from './get-hero-images';
import { wrapIndex } from './wrap-index';

/** SPEC §9: autoplay every 3000 ms with a 1000 ms transition. */
export const HERO_AUTOPLAY_MS = 3000;
export const HERO_TRANSITION_MS = 1000;

export interface HeroCarouselProps {
  /** Which hero images to show (GET /hero-section-images?section=X&isActive=true). */
  section: HeroSection;
  /** Accessible name of the carousel region. */
  label: string;
  /** Title, tagline, buttons shown over the pictures. */
  children?: ReactNode;
  minHeight?: { xs: number | string; md: number | string };
  /** Autoplay interval; default 3000 ms. */
  intervalMs?: number;
}

const overlay = 'linear-gradient(180deg, rgba(0,0,0,0.35) 0%, rgba(0,0,0,0.45) 55%, rgba(0,0,0,0.65) 100%)';

/** The one hero carousel: default picture while loading, looping autoplay, gradient if none or failed. */
export function HeroCarousel({
  section,
  label,
  children,
  minHeight = { xs: 460, md: 600 },
  intervalMs = HERO_AUTOPLAY_MS,
}: HeroCarouselProps) {
  const hero = useHeroImages(section);
  const images = hero.images;
  const count = images.length;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = wrapIndex(index, count);
  const playing = count > 1 && !paused && !reducedMotion;

  // Autoplay keeps going after the visitor uses the controls; only Pause (or reduced motion) stops it.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-hero-state={hero.status}
      data-print="hero"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight,
        display: 'flex',
        alignItems: 'center',
        color: '#fff',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 50%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      {hero.status === 'loading' && (
        <Box
          component="img"
          src={defaultHero}
          alt=""
          data-testid="hero-default-picture"
          data-print="hide"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {hero.status === 'ready' && (
        <Box aria-live={playing ? 'off' : 'polite'} data-print="hide" sx={{ position: 'absolute', inset: 0 }}>
          {images.map((image, i) => (
            <Slide
              key={image._id}
              image={image}
              position={i}
              count={count}
              active={i === current}
              mounted={isNear(i, current, count)}
              reducedMotion={reducedMotion}
            />
          ))}
        </Box>
      )}
      {hero.status !== 'failed' && !(hero.status === 'ready' && count === 0) && (
        <Box aria-hidden data-print="hide" sx={{ position: 'absolute', inset: 0, background: overlay }} />
      )}
      <Box sx={{ position: 'relative', zIndex: 1, width: '100%', py: { xs: 6, md: 8 } }}>{children}</Box>
      {count > 1 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ position: 'absolute', zIndex: 2, right: { xs: 8, md: 24 }, bottom: { xs: 8, md: 24 } }}
        >
          {[
            { label: 'Previous slide', onClick: () => go(-1), icon: <ChevronLeftIcon /> },
            {
              label: paused ? 'Play slideshow' : 'Pause slideshow',
              onClick: () => setPaused((p) => !p),
              icon: paused ? <PlayArrowIcon /> : <PauseIcon />,
            },
            { label: 'Next slide', onClick: () => go(1), icon: <ChevronRightIcon /> },
          ].map((control) => (
            <IconButton
              key={control.label}
              aria-label={control.label}
              onClick={control.onClick}
              size="small"
              sx={{ color: '#fff', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } }}
            >
              {control.icon}
            </IconButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Only the current slide and its neighbours are in the page (the next one preloads, the last fades out). */
function isNear(i: number, current: number, count: number) {
  return i === current || i === wrapIndex(current + 1, count) || i === wrapIndex(current - 1, count);
}

function Slide(props: {
  image: HeroImage;
  position: number;
  count: number;
  active: boolean;
  mounted: boolean;
  reducedMotion: boolean;
}) {
  const { image, position, count, active, mounted, reducedMotion } = props;
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!active}
      data-active={active}
      sx={{
        position: 'absolute',
        inset: 0,
        opacity: active ? 1 : 0,
        transition: reducedMotion ? 'none' : `opacity ${HERO_TRANSITION_MS}ms ease-in-out`,
      }}
    >
      {mounted && (
        <ResponsiveImage
          src={image.imageUrl}
          alt={image.altText || image.title}
          media={image.media}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
        />
      )}
    </Box>
  );
}
