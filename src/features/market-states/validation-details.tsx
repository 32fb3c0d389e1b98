import type { ValidationDetails as ValidationDetailsContent } from '@/content/public/market-states.schema';

/** The body of a state's collapsible 'Validation details' panel. */
export function ValidationDetails({ details }: { details: ValidationDetailsContent }) {
  return (
    <div className="flagship-validation">
      <p>{details.summary}</p>
      <dl className="flagship-facts">
        {details.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="small muted">{details.method}</p>
    </div>
  );
}
