import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Container, IconButton, Typography, useMediaQuery } from '@mui/material';
import type { HeroImage } from '@skp/shared';
import { useRef, useState } from 'react';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { HeroCarousel } from '../../../components/hero-carousel/hero-carousel';

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(?:[?#].*)?$/i;

/** True when a hero entry points at a video file rather than a picture. */
export function isVideoUrl(url: string): boolean {
  return VIDEO_FILE.test(url.trim());
}

/** The About hero's video (the first video entry) and its poster (the first picture), if any. */
export function heroVideo(images: HeroImage[]): { video: HeroImage; poster: HeroImage | undefined } | null {
  const video = images.find((image) => isVideoUrl(image.imageUrl));
  if (!video) return null;
  const poster = images.find((image) => !isVideoUrl(image.imageUrl));
  return { video, poster };
}

const shadow = { textShadow: '0 2px 10px rgba(0,0,0,0.55)' };
const overlay = 'linear-gradient(180deg, rgba(0,0,0,0.3) 0%, rgba(0,0,0,0.55) 100%)';

function HeroText() {
  return (
    <Container maxWidth="lg">
      <Typography
        variant="h3"
        component="h1"
        sx={{ ...shadow, fontWeight: 800, fontSize: { xs: '2.2rem', md: '3.2rem' } }}
      >
        About Us
      </Typography>
      <Typography variant="h6" component="p" sx={{ ...shadow, mt: 1, maxWidth: 760 }}>
        Our story, our vision and the people behind S.K.P. Vidya Vihar
      </Typography>
    </Container>
  );
}

const minHeight = { xs: 380, md: 520 };

/**
 * The About hero: a looping, muted, inline video with a poster when the About hero entries include a
 * video file; otherwise (the demo content has pictures only) the About pictures as the hero carousel.
 */
export function AboutHero() {
  const hero = useHeroImages('about');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const media = hero.status === 'ready' ? heroVideo(hero.images) : null;
  // WCAG 2.2.2: moving content that loops needs a pause; reduced motion starts paused.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const videoRef = useRef<HTMLVideoElement>(null);
  const toggle = () => {
    const video = videoRef.current;
    if (playing) video?.pause();
    else void video?.play().catch(() => undefined);
    setChoice(!playing);
  };
  if (!media) {
    return (
      <HeroCarousel section="about" label="About Us pictures" minHeight={minHeight}>
        <HeroText />
      </HeroCarousel>
    );
  }
  const poster = media.poster ? media.poster.media?.url || media.poster.imageUrl : undefined;
  return (
    <Box
      component="section"
      aria-label="About Us video"
      data-print="hero"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight,
        display: 'flex',
        alignItems: 'center',
        color: '#fff',
        bgcolor: 'primary.dark',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        data-testid="about-hero-video"
        autoPlay={playing}
        loop
        muted
        playsInline
        preload="metadata"
        poster={poster}
        aria-label={media.video.altText || 'A walk through the S.K.P. Vidya Vihar campus'}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      >
        <source src={media.video.imageUrl} />
      </Box>
      <Box aria-hidden data-print="hide" sx={{ position: 'absolute', inset: 0, background: overlay }} />
      <Box sx={{ position: 'relative', zIndex: 1, width: '100%', py: { xs: 6, md: 8 } }}>
        <HeroText />
      </Box>
      <IconButton
        aria-label={playing ? 'Pause video' : 'Play video'}
        onClick={toggle}
        data-print="hide"
        size="small"
        sx={{
          position: 'absolute',
          zIndex: 2,
          right: { xs: 8, md: 24 },
          bottom: { xs: 8, md: 24 },
          color: '#fff',
          bgcolor: 'rgba(0,0,0,0.45)',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
        }}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
    </Box>
  );
}
