/** `<tour name>_postcard.png` (SPEC §2), without the characters no file system accepts in a name. */
export function postcardFileName(tourName: string): string {
  const safe = tourName
    .replace(/[\\/:*?"<>|]/g, '_')
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f]/g, '')
    .trim();
  return `${safe || 'tour'}_postcard.png`;
}

/**
 * Saves the file at `url` under `fileName`. The bytes are fetched first: a plain link's `download`
 * name is ignored for other origins (blob stores), and a blob URL keeps it everywhere.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The click has handed the blob to the download; keep the URL a moment for browsers that read it late.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  }
}
