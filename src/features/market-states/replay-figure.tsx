import type { ReplayChart } from '@/content/public/market-state-summaries.schema';

interface ReplayFigureProps {
  screenshot: ReplayChart;
  className?: string;
  /** Above-the-fold figures load at once; the rest wait until they scroll near. */
  eager?: boolean;
}

/** A replay chart with its title and period as the caption. */
export function ReplayFigure({ screenshot, className, eager = false }: ReplayFigureProps) {
  return (
    <figure className={['flagship-figure', className ?? ''].filter(Boolean).join(' ')}>
      <img
        src={screenshot.src}
        alt={screenshot.alt}
        width={1200}
        height={675}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <figcaption className="small muted">
        {screenshot.title}. {screenshot.period}; illustrative back-test replay.
      </figcaption>
    </figure>
  );
}
