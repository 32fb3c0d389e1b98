import { memo, useId } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import type { Snippet } from './document-text';
import { ShareLink } from '@/components/ui/share-link';
import { documentLink } from './document-link';
import { FileTypeIcon } from './file-type-icon';
import { formatDate, formatSize, relativeAge } from './format';
import { useDownloadUrl, useViewFile } from './use-file-actions';
import { KeepToggle } from '@/features/portal-pack';
import { ChangeBadge, useChangeBadge } from '@/features/library-feed';

const VISIBLE_TAGS = 3;

interface FileActionsProps {
  file: CollateralFile;
}

const SHARE_LABELS = { copy: 'Copy link', share: 'Share', copied: 'Link copied.' };

/**
 * View (new tab), Download (original bytes and name) and a link for a colleague (copied, or shared
 * on a phone), with any failure said in place.
 */
export function FileActions({ file }: FileActionsProps) {
  const { view, opening, error: viewError } = useViewFile();
  const download = useDownloadUrl(file);
  const error = viewError ?? download.error;
  return (
    <>
      <div className="doc-card-actions">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => view(file)}
          aria-busy={opening || undefined}
        >
          View<span className="visually-hidden"> {file.title} (opens in a new tab)</span>
        </button>
        <a
          className="btn btn-secondary btn-sm"
          href={download.href}
          download={file.fileName}
          onClick={download.onClick}
          onPointerEnter={download.warm}
          onFocus={download.warm}
        >
          Download<span className="visually-hidden"> {file.fileName}</span>
        </a>
        <ShareLink
          url={() => documentLink(file.id)}
          title={file.title}
          labels={SHARE_LABELS}
          subject={`to ${file.title}`}
          buttons="one"
          statusClassName="doc-card-said small"
        />
      </div>
      <KeepToggle file={file} />
      {error ? (
        <p className="doc-card-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface DocumentCardProps {
  file: CollateralFile;
  now: Date;
  /** h3 in flat lists, h4 under a category heading. */
  headingLevel?: 3 | 4;
  /** Start Here shows a shorter card: no description or tags. */
  compact?: boolean;
  /** Where a search inside documents matched this file's text. */
  snippet?: Snippet | null;
}

/**
 * One library file (spec 2.11): type icon, title, type, size, age, description, category, tags.
 * Memoized: a search keystroke re-renders the list, and most of its cards are the same files.
 */
export const DocumentCard = memo(function DocumentCard({
  file,
  now,
  headingLevel = 3,
  compact = false,
  snippet = null,
}: DocumentCardProps) {
  const titleId = useId();
  const badge = useChangeBadge(file.id);
  const Heading = `h${headingLevel}` as const;
  const shownTags = file.tags.slice(0, VISIBLE_TAGS);
  const hiddenTags = file.tags.slice(VISIBLE_TAGS);
  return (
    <article
      className={`card doc-card${compact ? ' doc-card-compact' : ''}`}
      aria-labelledby={titleId}
      data-file-id={file.id}
      data-sha256={file.sha256}
    >
      <div className="doc-card-head">
        <FileTypeIcon type={file.fileType} size={compact ? 32 : 40} />
        <div className="doc-card-heading">
          <Heading id={titleId} className="doc-card-title">
            {file.title}
            {badge ? <ChangeBadge kind={badge} /> : null}
          </Heading>
          <p className="doc-card-meta">
            <span>{file.fileType}</span>
            <span aria-hidden="true"> · </span>
            <span>{formatSize(file.size)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={file.updatedAt} title={`Updated ${formatDate(file.updatedAt)}`}>
              {relativeAge(file.updatedAt, now)}
            </time>
          </p>
        </div>
      </div>
      {file.complianceFlag ? <span className="badge badge-internal">Internal Only</span> : null}
      {compact ? null : (
        <>
          <p className="doc-card-description">{file.description}</p>
          {snippet ? (
            <p className="doc-card-snippet">
              <span className="doc-card-snippet-label">In the document: </span>
              {snippet.before}
              <mark>{snippet.match}</mark>
              {snippet.after}
            </p>
          ) : null}
          <ul className="doc-card-tags" aria-label="Category and tags">
            <li className="badge badge-category">{file.category}</li>
            {shownTags.map((tag) => (
              <li key={tag} className="badge doc-tag">
                {tag}
              </li>
            ))}
            {hiddenTags.length ? (
              <li className="badge doc-tag" title={hiddenTags.join(', ')}>
                +{hiddenTags.length}
                <span className="visually-hidden"> more: {hiddenTags.join(', ')}</span>
              </li>
            ) : null}
          </ul>
        </>
      )}
      <FileActions file={file} />
    </article>
  );
});

/** Six grey cards while the list is being prepared. */
export function DocumentCardPlaceholders({ count = 6 }: { count?: number }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading documents…
      </p>
      <ul className="doc-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card doc-card doc-card-placeholder">
            <span className="placeholder-line placeholder-title" />
            <span className="placeholder-line" />
            <span className="placeholder-line placeholder-short" />
          </li>
        ))}
      </ul>
    </>
  );
}
