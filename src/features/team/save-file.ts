/** Hands text to the browser's download as a file (the dashboard's CSV exports). */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
