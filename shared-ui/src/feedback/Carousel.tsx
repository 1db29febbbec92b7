import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useUiText } from '../texts/UiTextProvider';
import './feedback.css';
import '../actions/actions.css';

export interface CarouselProps {
  /** Accessible name of the carousel (e.g. "Promotions"). */
  label: string;
  slides: readonly ReactNode[];
  /** Rotates on its own every `intervalMs` until paused; 0 turns rotation off. */
  intervalMs?: number;
}

/**
 * The WAI-ARIA carousel pattern: previous/next and pause buttons come first, rotation stops while
 * the carousel has focus or the pointer, and the live region is polite only when rotation is off.
 */
export function Carousel({ label, slides, intervalMs = 0 }: CarouselProps) {
  const t = useUiText();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(intervalMs > 0);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  const rotating = playing && !held && intervalMs > 0 && count > 1;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <section
      className="mdp-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <div className="mdp-carousel-controls">
        {intervalMs > 0 ? (
          <button type="button" className="mdp-button" data-variant="secondary" onClick={() => setPlaying((value) => !value)}>
            {playing ? t('pause') : t('play')}
          </button>
        ) : null}
        <button type="button" className="mdp-button" data-variant="secondary" aria-label={t('previousSlide')} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="mdp-button" data-variant="secondary" aria-label={t('nextSlide')} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="mdp-carousel-slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={position}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { index: position + 1, count })}
            hidden={position !== index}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
