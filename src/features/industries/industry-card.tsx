import { Link } from 'react-router';
import type { IndustryCard as IndustryCardData } from '@/content/public/industries.schema';
import { SectorIcon } from './sector-icon';

interface IndustryCardProps {
  card: IndustryCardData;
  comingSoonLabel: string;
  openLabel: string;
}

/** An available application is one link (the whole card); a coming-soon one is plain, inert text. */
export function IndustryCard({ card, comingSoonLabel, openLabel }: IndustryCardProps) {
  const body = (
    <>
      <span className="industry-card-head">
        <SectorIcon name={card.icon} className="industry-card-icon" />
        {card.comingSoon ? <span className="badge">{comingSoonLabel}</span> : null}
      </span>
      <h3>{card.title}</h3>
      <p>{card.description}</p>
    </>
  );

  if (card.comingSoon || !card.path) {
    return <div className="card card-disabled industry-card">{body}</div>;
  }
  return (
    <Link to={card.path} className="card card-link industry-card">
      {body}
      <span className="industry-card-more" aria-hidden="true">
        {openLabel} →
      </span>
    </Link>
  );
}
