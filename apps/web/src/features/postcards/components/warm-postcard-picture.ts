let warmed = false;

/**
 * The server writes the postcard's picture into this page's HTML as its link preview (og:image).
 * Asking for it at once lets the picture (the page's largest paint) download while the postcard's
 * details are still being fetched, instead of after them; the <img> then finds it in the cache.
 */
export function warmPostcardPicture(shareCode: string): void {
  if (warmed) return;
  warmed = true;
  const meta = (property: string) => document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;
  // Only the HTML this postcard's link answered with: another page's preview is another picture.
  const preview = meta('og:image');
  if (!preview || !meta('og:url')?.endsWith(`/postcards/${shareCode}`)) return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = preview;
}
