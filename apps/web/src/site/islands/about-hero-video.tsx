import { useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/icon';
import styles from './about-hero-video.module.css';
import * as icons from '../ui/icon-paths';

export interface AboutHeroVideoProps {
  src: string;
  poster?: string;
  label: string;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The About hero's looping video with its pause button (WCAG 2.2.2). The <video> is written as HTML
 * because React does not render the `muted` attribute, and a browser autoplays only a muted video
 * (also before this island hydrates, or without JavaScript). Reduced motion starts it paused.
 */
export default function AboutHeroVideo({ src, poster, label }: AboutHeroVideoProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(true);
  const video = () => holder.current?.querySelector('video') ?? null;
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      video()?.pause();
      setPlaying(false);
    }
  }, []);
  const toggle = () => {
    if (playing) video()?.pause();
    else
      void video()
        ?.play()
        .catch(() => undefined);
    setPlaying(!playing);
  };
  const html =
    `<video data-testid="about-hero-video" class="${styles.video}" autoplay loop muted playsinline preload="metadata"` +
    `${poster ? ` poster="${escapeAttribute(poster)}"` : ''} aria-label="${escapeAttribute(label)}">` +
    `<source src="${escapeAttribute(src)}"></video>`;
  return (
    <>
      <div ref={holder} className={styles.holder} dangerouslySetInnerHTML={{ __html: html }} />
      <button
        type="button"
        aria-label={playing ? 'Pause video' : 'Play video'}
        onClick={toggle}
        data-print="hide"
        className={styles.toggle}
      >
        <Icon shape={playing ? icons.Pause : icons.PlayArrow} />
      </button>
    </>
  );
}
