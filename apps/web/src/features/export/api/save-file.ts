/** Clicks a link that is never shown: the browser saves what it points at. */
function follow(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a spreadsheet the page holds under its file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  follow(url, fileName);
  // The browser has read the object by the time the save dialog or the download starts.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a file the server sends as an attachment, without leaving the page. */
export const saveFrom = (url: string, fileName: string): void => follow(url, fileName);
