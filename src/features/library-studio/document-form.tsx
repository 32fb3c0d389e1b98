import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useVault } from '@/lib/vault-context';
import { LIBRARY_LIMITS } from '@/shared/library-publish';
import { sha256Hex } from '@/shared/vault-crypto';
import { CATEGORIES, PERSONA_IDS, SALES_STAGES, TAGS, type Persona } from '@/shared/vault-schema';
import { saveDocument, type ChosenFile, type SaveStage } from './publish';
import { formatSize } from '@/features/collateral';
import { ACCEPT_ATTRIBUTE, checkFileSize, formatMegabytes, sniffFile } from './sniff';
import { StudioError, type StudioApi } from './studio-api';
import {
  duplicateMessage,
  findDuplicate,
  FIELD_ORDER,
  formValues,
  validateForm,
  type Duplicate,
  type FormField,
  type FormValues,
  type StudioRow,
} from './studio-model';
import type { UploadProgress } from './upload';
import { todayIso } from './today';

interface DocumentFormProps {
  api: StudioApi;
  /** null: a new document. */
  row: StudioRow | null;
  /** Every document, for the duplicate check. */
  rows: readonly StudioRow[];
  personas: readonly Pick<Persona, 'id' | 'title'>[];
  onSaved: (announcement: string, docId: string) => void;
  onCancel: () => void;
  /** Someone else saved a version first: reload the document. */
  onConflict: () => void;
}

const humanise = (id: string) => id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const STAGE_TEXT: Record<SaveStage, string> = {
  encrypting: 'Encrypting the file in this browser…',
  uploading: 'Uploading the encrypted file…',
  view: 'Uploading the Markdown view…',
  saving: 'Saving the document…',
};

type FileState =
  | { state: 'none' }
  | { state: 'checking'; name: string }
  | { state: 'ok'; file: ChosenFile }
  | { state: 'refused'; message: string; duplicate?: Duplicate };

/** A document's fields and file: a new document, or the next version of one. */
export function DocumentForm({
  api,
  row,
  rows,
  personas,
  onSaved,
  onCancel,
  onConflict,
}: DocumentFormProps) {
  const id = useId();
  const { contentKey } = useVault();
  const [values, setValues] = useState<FormValues>(() =>
    formValues(row?.fields ?? null, todayIso(), row?.doc?.expiresAt ?? null),
  );
  const [messages, setMessages] = useState<Partial<Record<FormField, string>>>({});
  const [file, setFile] = useState<FileState>({ state: 'none' });
  const [busy, setBusy] = useState<{ stage: SaveStage; progress: UploadProgress | null } | null>(
    null,
  );
  const [problem, setProblem] = useState<{ error: StudioError; publish: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const isNew = row === null;
  const personaTitle = (persona: string) =>
    personas.find((p) => p.id === persona)?.title ?? humanise(persona);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setMessages((current) => ({ ...current, file: undefined }));
    if (!chosen) return setFile({ state: 'none' });
    const tooLarge = checkFileSize(chosen.size);
    if (tooLarge) return setFile({ state: 'refused', message: tooLarge });
    setFile({ state: 'checking', name: chosen.name });
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    const sniffed = sniffFile(chosen.name, bytes);
    if (!sniffed.ok) return setFile({ state: 'refused', message: sniffed.message });
    const sha256 = await sha256Hex(bytes);
    const duplicate = findDuplicate(rows, sha256);
    if (duplicate)
      return setFile({ state: 'refused', message: duplicateMessage(duplicate), duplicate });
    setFile({ state: 'ok', file: { name: chosen.name, bytes, sha256, type: sniffed.type } });
  }

  function focusFirst(found: Partial<Record<FormField, string>>) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    const target =
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`) ??
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`);
    target?.focus();
  }

  async function save(publish: boolean) {
    if (busy) return;
    setProblem(null);
    const chosen = file.state === 'ok' ? file.file : null;
    const checked = validateForm(values, isNew, chosen !== null);
    const found: Partial<Record<FormField, string>> = checked.ok ? {} : { ...checked.messages };
    if (file.state === 'refused') found.file = file.message;
    if (file.state === 'checking') found.file = 'Wait until the file has been checked.';
    setMessages(found);
    if (!checked.ok || Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setBusy({ stage: 'saving', progress: null });
    try {
      const saved = await saveDocument(
        api,
        contentKey,
        {
          row,
          fields: checked.fields,
          note: checked.note,
          expiresAt: checked.expiresAt,
          file: chosen,
          publish,
        },
        (stage) => setBusy((current) => ({ stage, progress: current?.progress ?? null })),
        (progress) => setBusy((current) => ({ stage: current?.stage ?? 'uploading', progress })),
      );
      setFile({ state: 'none' });
      if (fileRef.current) fileRef.current.value = '';
      setValues((current) => ({ ...current, note: '' }));
      onSaved(
        `${checked.fields.title}: version ${saved.version} ${publish ? 'published — reps see it on their next sync' : 'saved as a draft'}.`,
        saved.docId,
      );
    } catch (error) {
      const failure =
        error instanceof StudioError
          ? error
          : new StudioError('server', 'The document could not be saved. Try again.');
      setProblem({ error: failure, publish });
      if (failure.kind === 'invalid' && failure.fields.file)
        setMessages({ file: failure.fields.file });
      if (failure.kind === 'version_conflict') onConflict();
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void save(submitter?.getAttribute('value') === 'publish');
  }

  const invalid = (field: FormField) => (messages[field] ? true : undefined);
  const describedBy = (field: FormField, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', messages[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const error = (field: FormField) =>
    messages[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {messages[field]}
      </p>
    ) : null;
  const text = (
    field: 'title' | 'audience' | 'version',
    label: string,
    max: number,
    hint?: ReactNode,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {hint ? (
        <p id={`${id}-${field}-hint`} className="field-hint small muted">
          {hint}
        </p>
      ) : null}
      <input
        id={`${id}-${field}`}
        value={values[field]}
        maxLength={max + 20}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field, Boolean(hint))}
        onChange={(event) => set(field, event.target.value)}
      />
      {error(field)}
    </div>
  );

  const duplicate = file.state === 'refused' ? file.duplicate : undefined;
  const fileMessage = messages.file ?? (file.state === 'refused' ? file.message : undefined);

  return (
    <form
      ref={formRef}
      className="card form studio-form"
      aria-labelledby={`${id}-heading`}
      aria-busy={busy !== null}
      noValidate
      onSubmit={submit}
    >
      <h2 id={`${id}-heading`}>{isNew ? 'New document' : `Edit “${row.title}”`}</h2>
      {row ? (
        <p className="muted small">
          Saving makes version {row.latestVersion + 1}.{' '}
          {row.origin === 'built-in'
            ? 'Without a new file, reps keep the built-in file with these fields.'
            : 'Without a new file, the current file is kept.'}
        </p>
      ) : null}

      <div className="field" data-field="file">
        <label htmlFor={`${id}-file`}>{isNew ? 'File' : 'Replace file (optional)'}</label>
        <p id={`${id}-file-hint`} className="field-hint small muted">
          Up to 100 MB: PDF, Word, PowerPoint, Excel, images, HTML, Markdown, CSV, JSON or text.
          {row?.fileName ? ` Now: ${row.fileName}.` : ''}
        </p>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          aria-invalid={fileMessage ? true : undefined}
          aria-describedby={[`${id}-file-hint`, fileMessage ? `${id}-file-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => void chooseFile(event)}
        />
        {fileMessage ? (
          <p id={`${id}-file-error`} className="field-error">
            {fileMessage}{' '}
            {duplicate ? (
              <a href={`?doc=${encodeURIComponent(duplicate.docId)}`}>Open “{duplicate.title}”</a>
            ) : null}
          </p>
        ) : file.state === 'checking' ? (
          <p className="small muted" role="status">
            Checking {file.name}…
          </p>
        ) : file.state === 'ok' ? (
          <p className="small studio-file-ok" role="status">
            {file.file.name}: {file.file.type.label}, {formatSize(file.file.bytes.byteLength)}.
          </p>
        ) : null}
      </div>

      {text('title', 'Title', LIBRARY_LIMITS.title.max)}

      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          value={values.description}
          aria-invalid={invalid('description')}
          aria-describedby={describedBy('description')}
          onChange={(event) => set('description', event.target.value)}
        />
        {error('description')}
      </div>

      <div className="studio-form-row">
        <div className="field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            value={values.category}
            aria-invalid={invalid('category')}
            aria-describedby={describedBy('category')}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
          {error('category')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-persona`}>Persona (optional)</label>
          <select
            id={`${id}-persona`}
            value={values.persona}
            aria-invalid={invalid('persona')}
            aria-describedby={describedBy('persona')}
            onChange={(event) => set('persona', event.target.value)}
          >
            <option value="">Any persona</option>
            {PERSONA_IDS.map((persona) => (
              <option key={persona} value={persona}>
                {personaTitle(persona)}
              </option>
            ))}
          </select>
          {error('persona')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-stage`}>Sales stage (optional)</label>
          <select
            id={`${id}-stage`}
            value={values.stage}
            aria-invalid={invalid('stage')}
            aria-describedby={describedBy('stage')}
            onChange={(event) => set('stage', event.target.value)}
          >
            <option value="">Any stage</option>
            {SALES_STAGES.map((stage) => (
              <option key={stage}>{stage}</option>
            ))}
          </select>
          {error('stage')}
        </div>
      </div>

      <fieldset
        className="field studio-tags"
        data-field="tags"
        aria-invalid={invalid('tags')}
        aria-describedby={describedBy('tags')}
      >
        <legend>Tags (1 to {LIBRARY_LIMITS.tags})</legend>
        <div className="studio-tag-list">
          {TAGS.map((tag) => (
            <label key={tag} className="studio-check">
              <input
                type="checkbox"
                checked={values.tags.includes(tag)}
                onChange={(event) =>
                  set(
                    'tags',
                    event.target.checked
                      ? [...values.tags, tag]
                      : values.tags.filter((t) => t !== tag),
                  )
                }
              />
              {tag}
            </label>
          ))}
        </div>
        {error('tags')}
      </fieldset>

      <div className="studio-form-row">
        {text('audience', 'Audience (optional)', LIBRARY_LIMITS.audience)}
        {text('version', 'Version label (optional)', LIBRARY_LIMITS.versionLabel, 'Such as 2.1')}
        <div className="field">
          <label htmlFor={`${id}-updatedAt`}>Updated on</label>
          <input
            id={`${id}-updatedAt`}
            type="date"
            value={values.updatedAt}
            aria-invalid={invalid('updatedAt')}
            aria-describedby={describedBy('updatedAt')}
            onChange={(event) => set('updatedAt', event.target.value)}
          />
          {error('updatedAt')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-expiresAt`}>Expires on (optional)</label>
          <input
            id={`${id}-expiresAt`}
            type="date"
            value={values.expiresAt}
            aria-invalid={invalid('expiresAt')}
            aria-describedby={describedBy('expiresAt')}
            onChange={(event) => set('expiresAt', event.target.value)}
          />
          {error('expiresAt')}
        </div>
      </div>

      <div className="studio-checks">
        <label className="studio-check">
          <input
            id={`${id}-complianceFlag`}
            type="checkbox"
            checked={values.complianceFlag}
            onChange={(event) => set('complianceFlag', event.target.checked)}
          />
          Needs compliance review before it is shared with clients
        </label>
        <label className="studio-check">
          <input
            id={`${id}-featured`}
            type="checkbox"
            checked={values.featured}
            onChange={(event) => set('featured', event.target.checked)}
          />
          Featured
        </label>
      </div>

      <div className="field">
        <label htmlFor={`${id}-note`}>What changed (optional)</label>
        <p id={`${id}-note-hint`} className="field-hint small muted">
          Reps see it under “What’s new”.
        </p>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={values.note}
          aria-invalid={invalid('note')}
          aria-describedby={describedBy('note', true)}
          onChange={(event) => set('note', event.target.value)}
        />
        {error('note')}
      </div>

      {busy ? (
        <div className="studio-progress" role="status">
          <p className="small">{STAGE_TEXT[busy.stage]}</p>
          {busy.progress ? (
            <>
              <progress
                max={busy.progress.total}
                value={busy.progress.sent}
                aria-label="Upload progress"
                aria-valuetext={`${formatMegabytes(busy.progress.sent)} of ${formatMegabytes(busy.progress.total)}`}
              />
              <p className="small muted">
                {(busy.progress.sent / 1024 / 1024).toFixed(1)} of{' '}
                {formatMegabytes(busy.progress.total)}
              </p>
            </>
          ) : null}
        </div>
      ) : null}

      {problem ? (
        <div className="notice notice-error" role="alert">
          <p>{problem.error.message}</p>
          {problem.error.kind === 'paused' ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => void save(problem.publish)}
            >
              Resume
            </button>
          ) : problem.error.kind === 'epoch_changed' ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => window.location.reload()}
            >
              Reload the page
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="actions">
        <button
          type="submit"
          name="action"
          value="draft"
          className="btn btn-secondary"
          disabled={busy !== null}
        >
          Save draft
        </button>
        <button
          type="submit"
          name="action"
          value="publish"
          className="btn btn-primary"
          disabled={busy !== null}
        >
          Publish
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy !== null}>
          Cancel
        </button>
      </div>
    </form>
  );
}
