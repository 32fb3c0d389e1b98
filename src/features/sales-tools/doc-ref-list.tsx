import { Link } from 'react-router';
import type { CollateralFile } from '@/shared/vault-schema';
import { resolveDocRef, type DocRef } from './doc-refs';

interface DocRefListProps {
  refs: readonly DocRef[];
  files: readonly CollateralFile[];
  /** 'list': labelled links with the document title; 'buttons': a row of quick-launch buttons. */
  variant?: 'list' | 'buttons';
  /** Where these links are, for the team's content analytics (the library records the opening). */
  from: 'guided_flow' | 'playbook';
}

/** Library documents a step refers to, each opening the library filtered to that document. */
export function DocRefList({ refs, files, variant = 'list', from }: DocRefListProps) {
  const resolved = refs.map((ref) => resolveDocRef(ref, files, from));
  if (variant === 'buttons') {
    return (
      <ul className="pp-quick-launch">
        {resolved.map((doc) => (
          <li key={doc.docId}>
            <Link to={doc.href} className="btn btn-secondary pp-quick-launch-btn">
              <span>{doc.label}</span>
              {doc.fileType ? <span className="badge">{doc.fileType}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="pp-doc-refs">
      {resolved.map((doc) => (
        <li key={doc.docId}>
          <Link to={doc.href}>{doc.label}</Link>
          {doc.title !== doc.label ? <span className="small muted"> ({doc.title})</span> : null}
          {doc.fileType ? <span className="badge pp-doc-type">{doc.fileType}</span> : null}
        </li>
      ))}
    </ul>
  );
}
