import { Disclosure } from '@/components/ui/disclosure';
import type { MarketState } from '@/content/public/market-states.schema';
import type { MsdPage } from '@/content/public/msd-page.schema';
import { Reveal } from '@/components/ui/reveal';
import { cssVars } from './css-vars';
import { ReplayFigure } from './replay-figure';
import { ValidationDetails } from './validation-details';

interface MarketStateSectionProps {
  state: MarketState;
  labels: MsdPage['stateLabels'];
  alt?: boolean;
}

/** A market state's own section (its id is the page anchor), ending in its validation panel. */
export function MarketStateSection({ state, labels, alt }: MarketStateSectionProps) {
  const titleId = `${state.id}-title`;
  const facts = [
    { label: labels.frequency, value: state.frequency },
    {
      label: labels.precision,
      value: (
        <>
          <strong>{state.precision}</strong>
          <span className="flagship-facts-detail">{state.precisionDetail}</span>
        </>
      ),
    },
    { label: labels.leadTime, value: state.leadTime },
    { label: labels.userType, value: state.userType },
  ];
  const story = [
    { title: labels.painPoint, text: state.painPoint },
    { title: labels.value, text: state.value },
    { title: labels.roi, text: state.roi },
  ];
  return (
    <section
      id={state.id}
      className={`section flagship-state${alt ? ' section-alt' : ''}`}
      aria-labelledby={titleId}
      style={cssVars({ '--state': state.color })}
    >
      <Reveal className="container">
        <div className="section-head">
          <span className="flagship-state-label">
            <span
              className="state-dot"
              style={cssVars({ '--dot': state.color })}
              aria-hidden="true"
            />
            {state.label}
          </span>
          <h2 id={titleId}>
            {state.name}
            {state.code ? <span className="flagship-state-code"> ({state.code})</span> : null}
          </h2>
          <p className="lead">{state.tagline}</p>
        </div>

        <div className="split flagship-state-body">
          <div className="flagship-state-main">
            <p>{state.description}</p>
            <dl className="stats flagship-state-stats">
              {state.keyStats.map((stat) => (
                <div className="stat" key={stat.label} style={cssVars({ '--state': stat.color })}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
            <dl className="flagship-facts">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ReplayFigure screenshot={state.screenshot} />
        </div>

        <div className="grid grid-3 flagship-state-story">
          {story.map((item) => (
            <div className="card" key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          ))}
        </div>

        <div className="flagship-state-validation">
          <Disclosure
            label={
              <>
                {labels.validation}
                <span className="visually-hidden"> for {state.name}</span>
              </>
            }
          >
            <ValidationDetails details={state.validation} />
          </Disclosure>
        </div>
      </Reveal>
    </section>
  );
}
