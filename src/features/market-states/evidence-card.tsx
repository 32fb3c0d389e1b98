import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import type { EvidenceExample } from '@/content/public/msd-page.schema';
import { cssVars } from './css-vars';
import { marketStateById } from './market-state-by-id';

interface EvidenceCardProps {
  example: EvidenceExample;
  classificationLabel: string;
}

/** One back-test example: the market facts of the day and the state the rules assigned. */
export function EvidenceCard({ example, classificationLabel }: EvidenceCardProps) {
  const state = marketStateById(example.stateId);
  return (
    <article
      className="card card-accent flagship-evidence"
      style={cssVars({ '--card-accent': state.color, '--state': state.color })}
    >
      <p className="flagship-evidence-date">
        <time dateTime={example.date}>{example.dateLabel}</time>
      </p>
      <h3>{example.headline}</h3>
      <p>{example.marketContext}</p>
      <p className="flagship-evidence-state">
        <span className="state-dot" style={cssVars({ '--dot': state.color })} aria-hidden="true" />
        <span>
          {classificationLabel}:{' '}
          <Link to={paths.msdAnchor(state.id)} className="flagship-evidence-link">
            {state.name}
          </Link>
          <span className="flagship-state-label"> {state.label}</span>
        </span>
      </p>
    </article>
  );
}
