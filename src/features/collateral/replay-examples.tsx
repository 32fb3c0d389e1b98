import { useId, useState, type CSSProperties } from 'react';
import { marketStates } from '@/content/public/market-states';
import { paths } from '@/shared/paths';

interface ReplayExamplesProps {
  /** Open by default when nothing narrows the library or the Replay Examples tag is chosen. */
  defaultOpen: boolean;
}

/**
 * The five public back-test screenshots, pinned above the documents. They are public content, so
 * they come from src/content, not the vault; both buttons open a new tab and work offline.
 */
export function ReplayExamples({ defaultOpen }: ReplayExamplesProps) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? defaultOpen;
  const panelId = useId();
  return (
    <section className="library-section replay-examples" aria-labelledby="replay-examples-title">
      <div className="library-section-head">
        <h2 id="replay-examples-title">Replay Examples</h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setChoice(!open)}
        >
          {open ? 'Hide' : 'Show'} screenshots
          <svg
            className="chevron"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul id={panelId} className="replay-grid" hidden={!open}>
        {marketStates.map((state) => (
          <li
            key={state.id}
            className="card replay-card"
            style={{ '--card-accent': state.color } as CSSProperties}
          >
            <img
              src={state.screenshot.src}
              alt={state.screenshot.alt}
              loading="lazy"
              width="640"
              height="360"
            />
            <div className="replay-card-body">
              <h3>{state.screenshot.title}</h3>
              <p className="small muted">{state.screenshot.period}</p>
              <div className="doc-card-actions">
                <a
                  className="btn btn-primary btn-sm"
                  href={state.screenshot.src}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View
                  <span className="visually-hidden">
                    {' '}
                    screenshot: {state.screenshot.title} (opens in a new tab)
                  </span>
                </a>
                <a
                  className="btn btn-secondary btn-sm"
                  href={paths.msdAnchor(state.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Public Page
                  <span className="visually-hidden"> for {state.name} (opens in a new tab)</span>
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
