import type { AlumniCard } from '@skp/shared';
import { useState } from 'react';
import { wrapIndex } from '../../components/hero-carousel/wrap-index';
import { ImageViewer } from '../sections/image-viewer';
import { Icon } from '../ui/icon';
import card from '../ui/card.module.css';
import styles from './alumni-carousel.module.css';
import * as icons from '../ui/icon-paths';

function AlumniSlide({ slide }: { slide: AlumniCard }) {
  return (
    <div className={card.card} data-testid="alumni-slide">
      <ImageViewer
        src={slide.imageUrl}
        alt={slide.title}
        media={slide.media}
        label={`View picture: ${slide.title}`}
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
export default function AlumniCarousel({ cards }: { cards: AlumniCard[] }) {
  const [index, setIndex] = useState(0);
  const count = cards.length;
  const current = wrapIndex(index, count);
  if (count === 1) return <AlumniSlide slide={cards[0]!} />;
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));
  return (
    <div aria-roledescription="carousel" aria-label="Alumni pictures" role="region">
      <div className={styles.row}>
        <button
          type="button"
          aria-label="Previous alumni picture"
          onClick={() => go(-1)}
          className={styles.arrow}
        >
          <Icon shape={icons.ChevronLeft} />
        </button>
        <div
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${count}`}
          aria-live="polite"
        >
          <AlumniSlide key={cards[current]!._id} slide={cards[current]!} />
        </div>
        <button type="button" aria-label="Next alumni picture" onClick={() => go(1)} className={styles.arrow}>
          <Icon shape={icons.ChevronRight} />
        </button>
      </div>
      <div className={styles.dots}>
        {cards.map((item, i) => (
          <button
            type="button"
            key={item._id}
            aria-label={`Show picture ${i + 1}: ${item.title}`}
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
