/**
 * Saves a file the page made through a temporary object URL: no navigation, no new window, nothing
 * the Content Security Policy has to allow. (The cards remote has the same few lines; a remote may
 * not import another, and shared-ui holds components, not this.)
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
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
