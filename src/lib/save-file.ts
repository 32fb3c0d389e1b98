/** Downloads `url` (an object URL) as `fileName` through a temporary link, clicked and removed. */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Hands a file to the browser's download under `fileName` (the team dashboard's and the lead
 * inbox's CSV exports). Its object URL is revoked once the click has handed the file over.
 */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  try {
    saveUrl(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Text as a file-name part: lower-case words joined by hyphens, at most 40 characters. */
export const fileNameSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** A CSV export's name: what is in it (empty parts left out) and the day (UTC) it was taken. */
export const datedCsvName = (parts: readonly string[], now: Date): string =>
  `${[...parts, now.toISOString().slice(0, 10)].filter(Boolean).join('-')}.csv`;
