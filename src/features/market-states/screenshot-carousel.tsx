import { lazy, Suspense, useCallback, useId, useState, type KeyboardEvent } from 'react';
import type { Screenshot } from '@/content/public/market-states.schema';
import { stepIndex } from './carousel-index';

// The dialog (and how it closes) loads with the first chart opened, not with the page.
const ScreenshotOverlay = lazy(async () => ({
  default: (await import('./screenshot-overlay')).ScreenshotOverlay,
}));

interface ScreenshotCarouselProps {
  label: string;
  slides: Screenshot[];
}

/**
 * One replay chart at a time with previous/next and direct-pick buttons (arrow keys work on any
 * of them); a polite live region announces the position. A chart opens the overlay.
 */
export function ScreenshotCarousel({ label, slides }: ScreenshotCarouselProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<Screenshot | null>(null);
  const slidesId = useId();
  const count = slides.length;
  const current = slides[index];
  const close = useCallback(() => setOpen(null), []);

  const step = (delta: number) => setIndex((value) => stepIndex(value, delta, count));
  const onArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <div
      className="flagship-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div id={slidesId} className="flagship-carousel-slides">
        {slides.map((slide, position) => (
          <div
            key={slide.src}
            className="flagship-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            hidden={position !== index}
          >
            <button
              type="button"
              className="flagship-slide-open"
              aria-haspopup="dialog"
              onClick={() => setOpen(slide)}
              onKeyDown={onArrow}
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={1200}
                height={675}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className="flagship-slide-hint">
                Enlarge<span className="visually-hidden"> with narration</span>
              </span>
            </button>
            <h3 className="flagship-slide-title">{slide.title}</h3>
            <p className="small muted">{slide.period}</p>
          </div>
        ))}
      </div>

      <div className="flagship-carousel-controls">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-controls={slidesId}
          onClick={() => step(-1)}
          onKeyDown={onArrow}
        >
          <span aria-hidden="true">←</span>
          <span className="flagship-carousel-word">
            Previous<span className="visually-hidden"> chart</span>
          </span>
        </button>
        <ol className="flagship-carousel-dots">
          {slides.map((slide, position) => (
            <li key={slide.src}>
              <button
                type="button"
                className="flagship-carousel-dot"
                aria-controls={slidesId}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
                onKeyDown={onArrow}
              >
                <span className="visually-hidden">
                  Show chart {position + 1}: {slide.title}
                </span>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-controls={slidesId}
          onClick={() => step(1)}
          onKeyDown={onArrow}
        >
          <span className="flagship-carousel-word">
            Next<span className="visually-hidden"> chart</span>
          </span>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <p className="flagship-carousel-status small muted" aria-live="polite" aria-atomic="true">
        Chart {index + 1} of {count}
        {current ? `: ${current.title}` : ''}
      </p>

      {open ? (
        <Suspense fallback={null}>
          <ScreenshotOverlay screenshot={open} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
