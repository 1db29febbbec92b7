/**
 * Saves a file the dashboard made or received (a report, a receipt, a key file) through a temporary
 * object URL: no navigation, no new window, nothing the Content Security Policy has to allow.
 */
export function saveFile(fileName: string, type: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download already; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
