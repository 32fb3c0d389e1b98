import type { Playbook } from '@/shared/vault-schema';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { ExpandableCard } from './expandable-card';

/** Step 4: the common objections, each expanding to the response and the figure that backs it. */
export function ObjectionList({ objections }: { objections: Playbook['objections'] }) {
  return (
    <div className="pp-stack">
      {objections.map((item) => (
        <ExpandableCard key={item.objection} title={<q>{item.objection}</q>}>
          <p className="pp-response">{item.response}</p>
          {item.proof ? (
            <p className="pp-proof">
              <strong>Proof: </strong>
              {item.proof}
            </p>
          ) : null}
        </ExpandableCard>
      ))}
    </div>
  );
}

/** How we position against each alternative a prospect already has. */
export function CompetitorTable({ competitors }: { competitors: Playbook['competitors'] }) {
  return (
    <ScrollRegion label="Competitor comparison" className="pp-table">
      <table>
        <caption className="visually-hidden">Competitors, our advantage and win rate</caption>
        <thead>
          <tr>
            <th scope="col">Competitor</th>
            <th scope="col">Our advantage</th>
            <th scope="col">Win rate</th>
          </tr>
        </thead>
        <tbody>
          {competitors.map((row) => (
            <tr key={row.competitor}>
              <th scope="row">{row.competitor}</th>
              <td data-label="Our advantage">{row.advantage}</td>
              <td data-label="Win rate">{row.winRate}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
