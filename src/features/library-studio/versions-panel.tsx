import { useId, useState } from 'react';
import { formatSize } from '@/features/collateral';
import type { UpdateDocumentRequest } from '@/shared/library-publish';
import { StudioError, type StudioApi } from './studio-api';
import type { StudioRow } from './studio-model';

interface VersionsPanelProps {
  api: StudioApi;
  row: StudioRow;
  onChanged: (announcement: string) => void;
}

const RETIRE_CONFIRM = 'Reps will no longer see it; it stays here for the record.';

/** Every version of a document, and what a manager does with them: publish, restore, retire, expiry. */
export function VersionsPanel({ api, row, onChanged }: VersionsPanelProps) {
  const id = useId();
  const { doc } = row;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [expiry, setExpiry] = useState(doc?.expiresAt ?? '');

  async function act(body: UpdateDocumentRequest, announcement: string) {
    setBusy(true);
    setProblem(null);
    try {
      await api.updateDocument(row.docId, body);
      setConfirming(false);
      onChanged(announcement);
    } catch (error) {
      setProblem(
        error instanceof StudioError ? error.message : 'The change could not be saved. Try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  const published = doc?.publishedVersion ?? null;
  return (
    <section className="card studio-versions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Versions</h2>
      {row.hasDraft ? (
        <p className="notice small studio-draft-note">Draft — only managers see this.</p>
      ) : null}
      {problem ? (
        <p className="notice notice-error small" role="alert">
          {problem}
        </p>
      ) : null}
      {!doc ? (
        <p className="muted">
          The build’s file, as deployed. Saving the form above makes version 1 here.
        </p>
      ) : (
        <ol className="studio-version-list" reversed>
          {row.versions.map((version) => {
            const entry = version.entry;
            const file = entry?.file;
            const current = version.version === published;
            const draft = published === null || version.version > published;
            return (
              <li key={version.version} className="studio-version">
                <p className="studio-version-head">
                  <strong>Version {version.version}</strong>
                  {current ? <span className="badge studio-state-published">Current</span> : null}
                  {draft ? (
                    <span className="badge studio-state-draft">Draft — only managers see this</span>
                  ) : null}
                </p>
                <p className="small muted">
                  {version.createdAt.slice(0, 10)} · {version.createdBy ?? 'Unknown'}
                  {file
                    ? ` · ${file.fileName}, ${formatSize(file.size)}`
                    : entry
                      ? row.origin === 'built-in'
                        ? ' · the built-in file'
                        : ' · same file'
                      : ' · sealed under another portal key'}
                </p>
                {entry?.note ? <p className="small">{entry.note}</p> : null}
                {!current && doc.state !== 'retired' ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        { action: 'publish', version: version.version },
                        `Version ${version.version} is now what reps see.`,
                      )
                    }
                  >
                    {draft ? 'Publish this version' : 'Restore'}
                  </button>
                ) : null}
              </li>
            );
          })}
          {row.origin === 'built-in' ? (
            <li className="studio-version">
              <p className="studio-version-head">
                <strong>The build’s file</strong>
                {published === 0 ? (
                  <span className="badge studio-state-published">Current</span>
                ) : null}
              </p>
              <p className="small muted">As deployed, with the build’s fields.</p>
              {published !== 0 && doc.state !== 'retired' ? (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      { action: 'publish', version: 0 },
                      'Restored: reps see the build’s file again.',
                    )
                  }
                >
                  Restore
                </button>
              ) : null}
            </li>
          ) : null}
        </ol>
      )}

      {doc || row.origin === 'built-in' ? (
        <div className="studio-doc-actions">
          <form
            className="studio-expiry"
            onSubmit={(event) => {
              event.preventDefault();
              void act(
                { action: 'expiry', expiresAt: expiry || null },
                expiry ? `Expires on ${expiry}.` : 'The expiry date was cleared.',
              );
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-expiry`}>Expiry date</label>
              <input
                id={`${id}-expiry`}
                type="date"
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
              />
            </div>
            <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
              Set expiry
            </button>
            {doc?.expiresAt ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                onClick={() => {
                  setExpiry('');
                  void act({ action: 'expiry', expiresAt: null }, 'The expiry date was cleared.');
                }}
              >
                Clear expiry
              </button>
            ) : null}
          </form>

          {doc?.state === 'retired' ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={busy}
              onClick={() => void act({ action: 'reinstate' }, 'Reinstated: reps see it again.')}
            >
              Reinstate
            </button>
          ) : confirming ? (
            <div className="studio-confirm" role="group" aria-labelledby={`${id}-retire`}>
              <p id={`${id}-retire`} className="small">
                Retire “{row.title}”? {RETIRE_CONFIRM}
              </p>
              <button
                type="button"
                className="btn btn-secondary btn-sm studio-danger"
                disabled={busy}
                onClick={() => void act({ action: 'retire' }, `Retired: ${RETIRE_CONFIRM}`)}
              >
                Retire
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setConfirming(false)}
              >
                Keep it
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setConfirming(true)}
            >
              Retire…
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
