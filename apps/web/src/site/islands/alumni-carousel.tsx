import { fillText } from '../ui/fill-text';
import type { AlumniCard } from '@skp/shared';
import { useState } from 'react';
import { wrapIndex } from '../ui/wrap-index';
import { ImageViewer } from '../sections/image-viewer';
import { Icon } from '../ui/icon';
import card from '../ui/card.module.css';
import styles from './alumni-carousel.module.css';
import * as icons from '../ui/icon-paths';

/** The carousel's words; English when absent. */
export interface AlumniCarouselTexts {
  viewPicture: string;
  region: string;
  previous: string;
  next: string;
  slide: string;
  showPicture: string;
  closeViewer: string;
}

const ENGLISH_TEXTS: AlumniCarouselTexts = {
  viewPicture: 'View picture: {{title}}',
  region: 'Alumni pictures',
  previous: 'Previous alumni picture',
  next: 'Next alumni picture',
  slide: '{{index}} of {{count}}',
  showPicture: 'Show picture {{index}}: {{title}}',
  closeViewer: 'Close image viewer',
};

function AlumniSlide({ slide, texts }: { slide: AlumniCard; texts: AlumniCarouselTexts }) {
  return (
    <div className={card.card} data-testid="alumni-slide">
      <ImageViewer
        src={slide.imageUrl}
        alt={slide.title}
        media={slide.media}
        label={fillText(texts.viewPicture, { title: slide.title })}
        closeLabel={texts.closeViewer}
        caption={slide.subtitle || slide.title}
        sizes="(min-width: 900px) 860px, 100vw"
        width={1200}
        height={800}
        className={styles.picture}
      />
      <div className={`${card.content} ${styles.text}`}>
        <h3 className={card.title}>{slide.title}</h3>
        {slide.subtitle && <p className={card.text}>{slide.subtitle}</p>}
      </div>
    </div>
  );
}

/** The alumni pictures: previous/next and dots, the index wraps both ways; one card shows alone. */
export default function AlumniCarousel({
  cards,
  texts = ENGLISH_TEXTS,
}: {
  cards: AlumniCard[];
  texts?: AlumniCarouselTexts;
}) {
  const [index, setIndex] = useState(0);
  const count = cards.length;
  const current = wrapIndex(index, count);
  if (count === 1) return <AlumniSlide slide={cards[0]!} texts={texts} />;
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));
  return (
    <div aria-roledescription="carousel" aria-label={texts.region} role="region">
      <div className={styles.row}>
        <button type="button" aria-label={texts.previous} onClick={() => go(-1)} className={styles.arrow}>
          <Icon shape={icons.ChevronLeft} />
        </button>
        <div
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={fillText(texts.slide, { index: current + 1, count })}
          aria-live="polite"
        >
          <AlumniSlide key={cards[current]!._id} slide={cards[current]!} texts={texts} />
        </div>
        <button type="button" aria-label={texts.next} onClick={() => go(1)} className={styles.arrow}>
          <Icon shape={icons.ChevronRight} />
        </button>
      </div>
      <div className={styles.dots}>
        {cards.map((item, i) => (
          <button
            type="button"
            key={item._id}
            aria-label={fillText(texts.showPicture, { index: i + 1, title: item.title })}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className={styles.dot}
          >
            <span className={i === current ? styles.dotMarkCurrent : styles.dotMark} />
          </button>
        ))}
      </div>
    </div>
  );
}
