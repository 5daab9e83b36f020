import { useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/icon';
import styles from './about-hero-video.module.css';
import * as icons from '../ui/icon-paths';

export interface AboutHeroVideoProps {
  src: string;
  /** The smaller copy for phones: offered to screens up to PHONE_MEDIA wide, before `src`. */
  phoneSrc?: string;
  type?: string;
  poster?: string;
  label: string;
  /** The button's words; English when absent. */
  texts?: { play: string; pause: string };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The screens that get the phone copy (it is 640 pixels wide). */
export const PHONE_MEDIA = '(max-width: 640px)';

/** Runs `run` after the page's load event (at once when it has passed). */
function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data, or a connection the browser rates 3G or slower: show the poster and play only on request. */
export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/**
 * The About hero's looping video with its pause button (WCAG 2.2.2). The <video> is written as HTML
 * because React does not render the `muted` attribute, which a browser needs before it plays a video
 * by itself. It comes with preload="none" and no autoplay, so the poster is the first paint (the LCP)
 * and nothing is downloaded until this island decides, never before the page's load event (so the video
 * never competes with the pictures the page paints first): then it plays on a fast connection and stays
 * on the poster with Save-Data, on 2G/3G, or with reduced motion, until the visitor presses play. A phone
 * gets the phone copy (`<source media>`, chosen by the browser).
 */
/** Starts the video (downloading it from now on); says whether it is meant to be playing. */
function startVideo(holder: HTMLDivElement | null, onRefused: () => void): boolean {
  const element = holder?.querySelector('video');
  if (!element) return false;
  element.preload = 'auto';
  void element.play()?.catch(onRefused);
  return true;
}

export default function AboutHeroVideo({
  src,
  phoneSrc,
  type,
  poster,
  label,
  texts = { play: 'Play video', pause: 'Pause video' },
}: AboutHeroVideoProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const video = () => holder.current?.querySelector('video') ?? null;
  const play = () => setPlaying(startVideo(holder.current, () => setPlaying(false)));
  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const posterOnly = isSlowConnection(connection);
    holder.current?.setAttribute('data-poster-only', String(posterOnly));
    if (reducedMotion || posterOnly) return;
    return afterLoad(() => setPlaying(startVideo(holder.current, () => setPlaying(false))));
  }, []);
  const toggle = () => {
    if (playing) {
      video()?.pause();
      setPlaying(false);
    } else play();
  };
  const typeAttribute = type ? ` type="${escapeAttribute(type)}"` : '';
  const html =
    `<video data-testid="about-hero-video" class="${styles.video}" loop muted playsinline preload="none"` +
    `${poster ? ` poster="${escapeAttribute(poster)}"` : ''} aria-label="${escapeAttribute(label)}">` +
    (phoneSrc ? `<source media="${PHONE_MEDIA}" src="${escapeAttribute(phoneSrc)}"${typeAttribute}>` : '') +
    `<source src="${escapeAttribute(src)}"${typeAttribute}></video>`;
  return (
    <>
      <div ref={holder} className={styles.holder} dangerouslySetInnerHTML={{ __html: html }} />
      <button
        type="button"
        aria-label={playing ? texts.pause : texts.play}
        onClick={toggle}
        data-print="hide"
        className={styles.toggle}
      >
        <Icon shape={playing ? icons.Pause : icons.PlayArrow} />
      </button>
    </>
  );
}
