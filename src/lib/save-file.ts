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
