/** A file fetched into memory: its object URL (URL.createObjectURL) and the name to save it under. */
export interface FileInMemory {
  objectUrl: string;
  fileName: string;
}

/**
 * Hands a downloaded file to the browser as a download: a temporary <a download> is clicked, then
 * the object URL is revoked so the file's memory is freed. The revoke waits one task: the click
 * starts the download from the URL, and some browsers resolve it only after the click returns.
 */
export function saveDownload({ objectUrl, fileName }: FileInMemory): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
