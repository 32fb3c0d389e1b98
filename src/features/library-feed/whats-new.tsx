import { Link } from 'react-router';
import type { ChangeKind, LibraryChange } from './merge';

export const CHANGE_LABELS: Readonly<Record<ChangeKind, string>> = {
  new: 'New',
  updated: 'Updated',
};

/** "New" or "Updated" beside a document's title. */
export function ChangeBadge({ kind }: { kind: ChangeKind }) {
  return (
    <span className={`badge ${kind === 'new' ? 'badge-live' : 'badge-available'} change-badge`}>
      {CHANGE_LABELS[kind]}
    </span>
  );
}

interface WhatsNewProps {
  changes: readonly LibraryChange[];
  /** Where a document opens: the library, searched for its title. */
  libraryPath: string;
  headingLevel?: 2 | 3;
}

/** "What's new since your last visit": the documents published or changed since, newest first. */
export function WhatsNew({ changes, libraryPath, headingLevel = 2 }: WhatsNewProps) {
  if (changes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="whats-new" aria-labelledby="whats-new-heading">
      <Heading id="whats-new-heading">What&rsquo;s new since your last visit</Heading>
      <ul className="whats-new-list">
        {changes.map((change) => (
          <li key={change.docId}>
            <ChangeBadge kind={change.kind} />{' '}
            <Link to={`${libraryPath}?q=${encodeURIComponent(change.title)}`}>{change.title}</Link>
            {change.note ? <span className="whats-new-note"> — {change.note}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
