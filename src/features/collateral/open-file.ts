/**
 * View and Download for library files. Files are decrypted on demand (openFile checks SHA-256),
 * so both work offline. View opens its tab synchronously inside the click and fills it once the
 * file is ready: Safari and others block a window.open that only happens after an await. The tab
 * is disowned at once (opener = null), as 'noopener' would, and shows a short "Opening" note.
 */
import { parseMarkdownTree } from '@/shared/markdown-tree';
import type { CollateralFile, CollateralPart } from '@/shared/vault-schema';

/** Decrypts a file, or (part 'view') a Markdown file's parsed tree: the session's openFile. */
export type LoadFile = (file: CollateralFile, part?: CollateralPart) => Promise<Blob>;

// Long enough for a slow device to load the page and for someone to press its Download link.
const URL_LIFETIME_MS = 10 * 60_000;

export class PopupBlockedError extends Error {
  constructor() {
    super('The browser blocked the new tab. Allow pop-ups for this site, or use Download.');
  }
}

function revokeLater(urls: readonly string[]): void {
  window.setTimeout(() => urls.forEach((url) => URL.revokeObjectURL(url)), URL_LIFETIME_MS);
}

function showOpening(target: Window, file: CollateralFile | null): void {
  try {
    const { document } = target;
    document.title = file ? `Opening ${file.title}` : 'Opening…';
    document.body.style.cssText =
      'margin:0;padding:2rem;background:#070b14;color:#e8eef8;font:16px system-ui,sans-serif';
    document.body.textContent = file ? `Opening ${file.fileName}…` : 'Opening…';
  } catch {
    // Not a page we can write to: it still receives the file below.
  }
}

/** A Markdown file's parsed tree, validated and drawn by the portal's one Markdown renderer. */
async function markdownBody(file: CollateralFile, load: LoadFile): Promise<string> {
  const { markdownHtml } = await import('@/components/markdown/static-html');
  return markdownHtml(parseMarkdownTree(await (await load(file, 'view')).text()));
}

/** The address View navigates to, and every blob URL it made (to revoke later). */
export async function viewerUrl(
  file: CollateralFile,
  load: LoadFile,
): Promise<{ url: string; created: string[] }> {
  // The page builders load on first View, not with every portal page.
  const { buildViewerHtml, needsText, opensDirectly } = await import('./viewer-document');
  const blob = await load(file);
  const original = URL.createObjectURL(blob);
  if (opensDirectly(file)) return { url: original, created: [original] };
  const text =
    file.fileType === 'Markdown'
      ? await markdownBody(file, load)
      : needsText(file)
        ? await blob.text()
        : null;
  const html = buildViewerHtml(
    file,
    text,
    { download: original, image: original },
    window.location.origin,
  );
  const page = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  return { url: page, created: [page, original] };
}

/**
 * Opens the file in a new tab: call straight from a click or key handler. The file may still be
 * on its way (a search about to settle): the tab opens now and closes again if none arrives.
 */
export async function viewInNewTab(
  file: CollateralFile | Promise<CollateralFile | null>,
  load: LoadFile,
): Promise<void> {
  const target = window.open('', '_blank');
  if (!target) throw new PopupBlockedError();
  try {
    target.opener = null;
  } catch {
    // Some browsers make opener read-only; the tab only ever shows our own file.
  }
  showOpening(target, file instanceof Promise ? null : file);
  try {
    const chosen = await file;
    if (!chosen) {
      target.close();
      return;
    }
    const { url, created } = await viewerUrl(chosen, load);
    target.location.replace(url);
    revokeLater(created);
  } catch (error) {
    target.close();
    throw error;
  }
}

/** A reader-facing sentence for anything that went wrong opening a file. */
export function describeFileError(fileName: string, error: unknown): string {
  if (error instanceof PopupBlockedError) return error.message;
  if (error instanceof Error && error.name === 'NotOnDeviceError') return error.message;
  const detail = error instanceof Error && error.message ? error.message : 'unknown error';
  if (error instanceof Error && error.name === 'VaultDecryptError')
    return `${fileName} could not be decrypted: its stored copy is damaged. Reload the portal while online to fetch it again.`;
  return `${fileName} could not be opened: ${detail}`;
}
