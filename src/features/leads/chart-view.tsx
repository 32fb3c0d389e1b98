import { siteConfig } from '@/config';
import type { DataInActionContent } from '@/content/public/data-in-action.schema';
import type { MarketState } from '@/content/public/market-states.schema';

interface ChartViewProps {
  copy: DataInActionContent['chart'];
  states: readonly MarketState[];
  onLock: () => void;
  /** True when the chart could not be opened after the submit because a popup blocker stopped it. */
  popupBlocked?: boolean;
}

/** The unlocked view: the legend of alarm states and the chart, which opens in its own window. */
export function ChartView({ copy, states, onLock, popupBlocked = false }: ChartViewProps) {
  return (
    <div className="gate-chart">
      <div className="gate-chart-head">
        <div>
          <h2>{copy.title}</h2>
          <p className="muted">{copy.intro}</p>
        </div>
        <div className="actions">
          <a
            className="btn btn-primary"
            href={siteConfig.chartUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.openButton}
            <span className="visually-hidden"> (opens in a new window)</span>
          </a>
          <button type="button" className="btn btn-secondary" onClick={onLock}>
            {copy.lockButton}
          </button>
        </div>
        {popupBlocked ? (
          <p className="notice notice-warning gate-popup-blocked" role="status">
            {copy.popupBlocked}
          </p>
        ) : null}
        <p className="small muted">{copy.embedNote}</p>
      </div>

      <div className="split">
        <section aria-labelledby="gate-legend-title" className="card">
          <h3 id="gate-legend-title">{copy.legendTitle}</h3>
          <ul className="gate-legend">
            {states.map((state) => (
              <li key={state.id}>
                <span
                  className="state-dot"
                  style={{ '--dot': state.color } as React.CSSProperties}
                  aria-hidden="true"
                />
                <span>
                  <strong>{state.name}</strong> <span className="small muted">{state.label}</span>
                  <span className="gate-legend-text small">{state.tagline}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="gate-reading-title" className="card">
          <h3 id="gate-reading-title">{copy.readingTitle}</h3>
          <ul className="check-list">
            {copy.reading.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="small muted">{copy.lockNote}</p>
        </section>
      </div>

      <section aria-labelledby="gate-replays-title" className="gate-replays">
        <h3 id="gate-replays-title">{copy.replaysTitle}</h3>
        <ul className="grid grid-3">
          {states.map((state) => (
            <li key={state.id} className="card gate-replay">
              <img
                src={state.screenshot.src}
                alt={state.screenshot.alt}
                width={1200}
                height={675}
                loading="lazy"
                decoding="async"
              />
              <strong>{state.screenshot.title}</strong>
              <span className="small muted">{state.screenshot.period}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
