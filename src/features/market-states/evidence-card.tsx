import type { EvidenceExample } from '@/content/public/msd-page.schema';

interface EvidenceCardProps {
  example: EvidenceExample;
  classificationLabel: string;
  classificationNote: string;
}

/**
 * One back-test example: the market facts of the day. The spec names the days but not how the
 * rules classified them, so the card points to the episode manifests instead of stating a state.
 */
export function EvidenceCard({
  example,
  classificationLabel,
  classificationNote,
}: EvidenceCardProps) {
  return (
    <article className="card card-accent flagship-evidence">
      <p className="flagship-evidence-date">
        <time dateTime={example.date}>{example.dateLabel}</time>
      </p>
      <h3>{example.headline}</h3>
      <p>{example.marketContext}</p>
      <p className="flagship-evidence-state">
        <span>
          {classificationLabel}: <span className="flagship-state-label">{classificationNote}</span>
        </span>
      </p>
    </article>
  );
}
