import type { CaseStudy } from '@/content/public/industries.schema';

/** A pilot or retrospective study: the headline figure beside context, approach and outcome. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article className="card industry-case-study" aria-labelledby="industry-case-study-name">
      <div className="industry-case-study-figure">
        <span className="badge badge-research">{study.kind}</span>
        <p className="industry-case-study-metric">
          <span className="industry-case-study-value">{study.metric.value}</span>
          <span className="industry-case-study-label">{study.metric.label}</span>
        </p>
      </div>
      <div className="industry-case-study-body">
        <h3 id="industry-case-study-name">{study.name}</h3>
        <dl className="industry-case-study-facts">
          <dt>Context</dt>
          <dd>{study.context}</dd>
          <dt>Approach</dt>
          <dd>{study.approach}</dd>
          <dt>Outcome</dt>
          <dd>{study.outcome}</dd>
        </dl>
        <p className="small industry-case-study-caveat">{study.caveat}</p>
      </div>
    </article>
  );
}
