/** Hands a file the app fetched to the browser's download, as a link to it would. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes by the next task; the URL would otherwise live on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
