import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useRecordEmptySearch } from '@/features/team/use-record-empty-search';
import { useVault } from '@/lib/vault-context';
import { REPLAY_TAG } from '@/shared/vault-schema';
import { paths } from '@/shared/paths';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import {
  applyLibraryQuery,
  clearFilters,
  countBy,
  DocumentOriginContext,
  DocumentResults,
  featuredDocs,
  hasActiveFilters,
  LibrarySearchBox,
  LibrarySidebar,
  LinkedDocument,
  linkedDocumentId,
  manifestDocs,
  originFromSearch,
  ReplayExamples,
  StartHere,
  tagOptions,
  sameLibraryQuery,
  useLibraryQuery,
  type DocumentTextsState,
  type LibraryQuery,
  useDocumentTexts,
} from '@/features/collateral';
import { LibraryIntro } from '@/features/portal-pack/library-intro';
import { LibraryOffline, type MeetingPack } from '@/features/portal-pack/library-offline';
import { useLibraryChanges, WhatsNew } from '@/features/library-feed';

/** What the toggle's note says: reading progress, then how many documents it searches. */
function insideStatus(on: boolean, { texts, progress, failed }: DocumentTextsState): string {
  if (!on) return 'Also finds words in the text of Markdown, text, HTML and CSV files.';
  if (progress) return `Reading documents on this device: ${progress.done} of ${progress.total}…`;
  if (!texts) return 'Reading documents on this device…';
  const unread = failed ? ` (${failed} could not be read on this device)` : '';
  return `Searching the text of ${texts.size} ${texts.size === 1 ? 'document' : 'documents'}${unread}.`;
}

const LIBRARY_RESULTS_MARK = 'library-search:results';

/** The Collateral Library (spec 2.11): every sales file, searchable, filterable, offline. */
export function LibraryPage() {
  const { vault, openFile } = useVault();
  const { files, categories, tags } = vault.library;
  const tagChoices = useMemo(() => tagOptions(tags), [tags]);
  const vocabulary = useMemo(() => ({ categories, tags: tagChoices }), [categories, tagChoices]);
  const { query, update } = useLibraryQuery(vocabulary);
  const [now] = useState(() => new Date());
  const { changes } = useLibraryChanges();

  // The list renders in a deferred pass: placeholders on the first paint, the previous list
  // (marked busy) while a new one is prepared, so typing never waits for thousands of cards.
  const shownQuery = useDeferredValue<LibraryQuery | null>(query, null);
  // The shown list is of the current view (a query parsed again after a vault update is the same view).
  const showsQuery = shownQuery !== null && sameLibraryQuery(shownQuery, query);
  const inside = useDocumentTexts(files, openFile, query.inside);
  const insideTexts = shownQuery?.inside ? inside.texts : null;
  const results = useMemo(
    () => (shownQuery ? applyLibraryQuery(files, shownQuery, insideTexts ?? undefined) : null),
    [files, shownQuery, insideTexts],
  );
  const filtered = hasActiveFilters(query);
  const counts = useMemo(() => countBy(files), [files]);
  const featured = useMemo(() => featuredDocs(files), [files]);
  const manifests = useMemo(() => manifestDocs(files), [files]);
  const clearAll = () => update(clearFilters(query));
  // Where the rep came from (a guided flow or playbook link), read once: the query may rewrite the URL.
  const { search } = useLocation();
  const [origin] = useState(() => originFromSearch(search));
  // A colleague's link to one document (`?doc=`); any search or filter drops it from the URL.
  const linkedId = linkedDocumentId(search);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showWholeLibrary = () => {
    update({}, { sync: true });
    // The button is gone: the keyboard continues from the page's heading.
    headingRef.current?.focus();
  };
  useRecordEmptySearch(showsQuery ? query.q : '', results?.length ?? null);
  // Named sets a rep keeps at once before a meeting: the guided flow's Quick Launch, Start Here.
  const meetingPacks = useMemo<MeetingPack[]>(() => {
    const byId = new Map(files.map((file) => [file.id, file]));
    const quickLaunch = vault.flow.quickLaunch.flatMap((ref) => byId.get(ref.docId) ?? []);
    return [
      { name: 'Quick Launch (guided flow)', files: quickLaunch },
      { name: 'Start Here', files: featured },
    ];
  }, [files, featured, vault.flow.quickLaunch]);

  // The bench reads this mark: a search's results are in the DOM (scripts/bench/search.mjs). A
  // layout effect runs right after the commit, before paint, as the header search's mark does.
  useLayoutEffect(() => {
    if (results && shownQuery?.q.trim())
      performance.mark(LIBRARY_RESULTS_MARK, { detail: shownQuery.q });
  }, [results, shownQuery]);

  return (
    <DocumentOriginContext.Provider value={origin}>
      <PortalPageTitle title="Collateral Library" />
      <p className="library-banner">INTERNAL USE ONLY - CONFIDENTIAL - NOT FOR DISTRIBUTION</p>
      <section className="section library">
        <div className="container">
          <div className="library-header">
            <div>
              <h1 ref={headingRef} tabIndex={-1}>
                Collateral Library
              </h1>
              <LibraryIntro library={files} />
            </div>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => window.location.reload()}
            >
              Refresh
            </button>
          </div>
          {linkedId ? (
            <LinkedDocument
              fileId={linkedId}
              files={files}
              now={now}
              onShowAll={showWholeLibrary}
            />
          ) : null}
          <dl className="stats library-stats">
            <div className="stat">
              <dt>Files</dt>
              <dd>{files.length}</dd>
            </div>
            <div className="stat">
              <dt>Categories</dt>
              <dd>{categories.length}</dd>
            </div>
            <div className="stat">
              <dt>Tags</dt>
              <dd>{tagChoices.length}</dd>
            </div>
          </dl>
          <WhatsNew changes={changes} libraryPath={paths.library} />

          <LibraryOffline files={files} packs={meetingPacks} />

          <LibrarySearchBox
            value={query.q}
            onSearch={(q) => update({ q }, { replace: true })}
            resultCount={results?.length ?? 0}
            inside={query.inside}
            onInsideChange={(on) => update({ inside: on }, { replace: true, sync: true })}
            insideStatus={insideStatus(query.inside, inside)}
          />
          {filtered ? null : (
            <StartHere featured={featured} now={now} onQuickSearch={(q) => update({ q })} />
          )}
          <ReplayExamples defaultOpen={!filtered || query.tags.includes(REPLAY_TAG)} />

          <div className="library-layout">
            <LibrarySidebar
              query={query}
              onChange={(next) => update(next)}
              onClearAll={clearAll}
              categories={categories.map((name) => ({
                name,
                count: counts.categories.get(name) ?? 0,
              }))}
              tags={tagChoices.map((name) => ({
                name,
                count: name === REPLAY_TAG ? null : (counts.tags.get(name) ?? 0),
              }))}
              manifests={manifests}
            />
            <DocumentResults
              snippetQuery={insideTexts ? (shownQuery?.q ?? '') : ''}
              texts={insideTexts}
              files={results}
              filtered={filtered}
              categoryOrder={categories}
              catalogueSize={files.length}
              now={now}
              stale={shownQuery !== null && !showsQuery}
              onClearAll={clearAll}
            />
          </div>
        </div>
      </section>
    </DocumentOriginContext.Provider>
  );
}
