/**
 * Starts a download of `href` as `fileName` (empty: the server's Content-Disposition names it)
 * through a temporary link.
 */
export function saveDownload(href: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves `blob` as `fileName`; the object URL lives on until the browser has surely taken it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveDownload(url, fileName);
  // Revoked at once, some browsers cancel the download that has just started.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
