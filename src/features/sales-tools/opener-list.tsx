import type { CollateralFile, Playbook } from '@/shared/vault-schema';
import { DocRefList } from './doc-ref-list';
import { ExpandableCard } from './expandable-card';

/** Step 3: the five ways to open a call, each with who it suits, the follow-up and its documents. */
export function OpenerList({
  openers,
  files,
}: {
  openers: Playbook['openers'];
  files: readonly CollateralFile[];
}) {
  return (
    <div className="pp-stack">
      {openers.map((opener, index) => (
        <ExpandableCard
          key={opener.id}
          title={
            <>
              <span className="pp-index" aria-hidden="true">
                {index + 1}
              </span>
              {opener.name}
            </>
          }
          summary={<q className="pp-quote">{opener.line}</q>}
        >
          <dl className="pp-fields">
            <div>
              <dt>Best for</dt>
              <dd>{opener.bestFor}</dd>
            </div>
            <div>
              <dt>Follow-up</dt>
              <dd>{opener.followUp}</dd>
            </div>
            <div>
              <dt>Resources</dt>
              <dd>
                <DocRefList refs={opener.resources} files={files} from="playbook" />
              </dd>
            </div>
          </dl>
        </ExpandableCard>
      ))}
    </div>
  );
}
