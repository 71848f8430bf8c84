/** What a chat app shows for a pasted link: a title, a sentence and a picture (Open Graph, Twitter card). */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URL of the cover or postcard image, when there is one. */
  imageUrl: string | null;
  /** Absolute URL of the page itself. */
  url: string;
  type: 'website' | 'article';
  /** The picture the page paints first (its largest paint), fetched while the scripts load. */
  preloadImageUrl?: string | null;
  /** A static first paint of the page (its picture and name) in place of the Explorer's landing. */
  firstPaint?: { heading: string; imageUrl: string | null; whole: boolean } | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's `<meta>` tags, every value HTML-escaped (names and descriptions are user text). */
export function previewTags(preview: LinkPreview): string {
  const tags: [string, string, string][] = [
    ['name', 'description', preview.description],
    ['property', 'og:type', preview.type],
    ['property', 'og:site_name', 'Roamcast'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.imageUrl) {
    tags.push(['property', 'og:image', preview.imageUrl], ['name', 'twitter:image', preview.imageUrl]);
  }
  const meta = tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`);
  if (preview.preloadImageUrl) {
    meta.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(preview.preloadImageUrl)}" />`);
  }
  return meta.join('\n');
}

// index.html's static landing (the Explorer's first paint, with its inline script): everything inside #root,
// the body's last element, which the shared page replaces with its own.
const LANDING = /(<div id="root">)[\s\S]*?(<\/div>\s*(?:<script\b[^>]*><\/script>\s*)*<\/body>)/;

/**
 * The shared page's top as plain HTML, in the classes the page itself uses (shared-tour-page.tsx: a 3:2
 * picture, then the tour's name), so it paints before any script and is the page's largest paint: the
 * app's own picture, the same size, replaces it without a later, larger one.
 */
function firstPaintHtml({ heading, imageUrl, whole }: NonNullable<LinkPreview['firstPaint']>): string {
  const image = imageUrl
    ? `<img src="${escapeHtml(imageUrl)}" alt="" fetchpriority="high" data-first-paint ` +
      `class="absolute inset-0 size-full ${whole ? 'object-contain' : 'object-cover'}" />`
    : '';
  return (
    '<div class="flex min-h-dvh flex-col bg-zinc-950 text-white"><section class="flex flex-col">' +
    `<div class="relative isolate aspect-[3/2] w-full">${image}</div>` +
    `<div class="px-4 pt-3"><h1 class="text-2xl leading-tight font-bold">${escapeHtml(heading)}</h1></div>` +
    '</section></div>'
  );
}

/** index.html with the page's own title and preview tags in place of the app's generic ones. */
export function withPreview(html: string, preview: LinkPreview): string {
  const { firstPaint } = preview;
  const painted = firstPaint
    ? html.replace(LANDING, (_match, root: string, end: string) => root + firstPaintHtml(firstPaint) + end)
    : html;
  const head = painted
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(preview.title)} · Roamcast</title>`);
  return head.replace(/<\/head>/i, `${previewTags(preview)}\n</head>`);
}
