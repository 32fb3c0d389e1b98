import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { marketStates } from '@/content/public/market-states';
import { cssVars } from './css-vars';

/** The five states as cards that jump to their own sections further down the page. */
export function StateOverviewGrid() {
  return (
    <ul className="grid grid-3 flagship-overview">
      {marketStates.map((state) => (
        <li key={state.id}>
          <Link
            to={paths.msdAnchor(state.id)}
            className="card card-link card-accent flagship-overview-card"
            style={cssVars({ '--card-accent': state.color, '--state': state.color })}
          >
            <span className="flagship-state-label">
              <span
                className="state-dot"
                style={cssVars({ '--dot': state.color })}
                aria-hidden="true"
              />
              {state.label}
            </span>
            <h3>{state.name}</h3>
            <p>{state.tagline}</p>
            <p className="flagship-overview-frequency">{state.frequency}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
