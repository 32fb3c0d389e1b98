import { Link } from 'react-router';
import { marketStateSummaries } from '@/content/public/market-state-summaries';
import { cssVars } from './css-vars';

interface StateLinkListProps {
  label: string;
  /** Where every row leads (the detector page's signal-history section). */
  to: string;
}

/** The five states as rows of links, each with its color, label and home badge. */
export function StateLinkList({ label, to }: StateLinkListProps) {
  return (
    <ul className="flagship-state-list" aria-label={label}>
      {marketStateSummaries.map((state) => (
        <li key={state.id}>
          <Link to={to} className="flagship-state-row" style={cssVars({ '--state': state.color })}>
            <span
              className="state-dot"
              style={cssVars({ '--dot': state.color })}
              aria-hidden="true"
            />
            <span className="flagship-state-text">
              <span className="flagship-state-name">{state.name}</span>
              <span className="flagship-state-label">{state.label}</span>
              <span className="flagship-state-tagline">{state.tagline}</span>
            </span>
            <span className="badge flagship-state-badge">{state.badge}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
