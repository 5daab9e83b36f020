import { Icon } from '../../ui/icon';
import * as icons from '../../ui/icon-paths';
import { PHONE_MEDIA } from '../../styles/phone-media';
import styles from './about-hero-video.module.css';

export interface AboutHeroVideoProps {
  src: string;
  /** The smaller copy for phones: offered to screens up to PHONE_MEDIA wide, before `src`. */
  phoneSrc?: string;
  type?: string;
  poster?: string;
  label: string;
  /** The button's words. */
  texts: { play: string; pause: string };
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The About hero's looping video with its pause button (WCAG 2.2.2), server-rendered; the island
 * loader's plain DOM code (hero-video.ts) runs it, so /about loads no React for it. The <video> is
 * written as HTML because React does not render the `muted` attribute, which a browser needs before
 * it plays a video by itself. It comes with preload="none" and no autoplay, so the poster is the first
 * paint (the LCP) and nothing is downloaded before hero-video.ts decides. A phone gets the phone copy
 * (`<source media>`, chosen by the browser). The play/pause button waits in an inert <template>:
 * without JavaScript there is nothing for it to do.
 */
export function AboutHeroVideo({ src, phoneSrc, type, poster, label, texts }: AboutHeroVideoProps) {
  const typeAttribute = type ? ` type="${escapeAttribute(type)}"` : '';
  const html =
    `<video data-testid="about-hero-video" class="${styles.video}" loop muted playsinline preload="none"` +
    `${poster ? ` poster="${escapeAttribute(poster)}"` : ''} aria-label="${escapeAttribute(label)}">` +
    (phoneSrc ? `<source media="${PHONE_MEDIA}" src="${escapeAttribute(phoneSrc)}"${typeAttribute}>` : '') +
    `<source src="${escapeAttribute(src)}"${typeAttribute}></video>`;
  return (
    <div data-hero-video="" style={{ display: 'contents' }}>
      <div className={styles.holder} dangerouslySetInnerHTML={{ __html: html }} />
      <template data-hero-video-toggle="">
        <button
          type="button"
          aria-label={texts.play}
          data-play-label={texts.play}
          data-pause-label={texts.pause}
          data-print="hide"
          className={styles.toggle}
        >
          <Icon shape={icons.PlayArrow} dataIcon="play" />
          <Icon shape={icons.Pause} dataIcon="pause" />
        </button>
      </template>
    </div>
  );
}
