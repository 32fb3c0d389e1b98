import { claims } from '@/content/public/claims';
import type { ClaimId } from '@/content/public/claims.schema';

interface ClaimStatsProps {
  ids: ClaimId[];
  /** Print what each figure rests on under it (research pages); heroes keep to the figures. */
  showBasis?: boolean;
}

/** Headline figures from the shared claims module, as a description list. */
export function ClaimStats({ ids, showBasis = false }: ClaimStatsProps) {
  return (
    <dl className={`stats flagship-claims${showBasis ? ' flagship-claims-detailed' : ''}`}>
      {ids.map((id) => {
        const claim = claims[id];
        return (
          <div className="stat" key={id}>
            <dt>{claim.label}</dt>
            <dd>{claim.value}</dd>
            {showBasis ? <dd className="flagship-claim-basis">{claim.basis}</dd> : null}
          </div>
        );
      })}
    </dl>
  );
}
