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
  firstPaint?: FirstPaint | null;
}

/** The page's top: a shared tour's (its stop or cover picture, then its name), a slideshow's splash or a postcard. */
export interface FirstPaint {
  page: 'tour' | 'slideshow' | 'postcard';
  heading: string;
  imageUrl: string | null;
  /** A cover carries its own title and map: shown whole (object-contain), a photo fills its box. */
  whole: boolean;
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

const firstPaintImage = (imageUrl: string | null, classes: string) =>
  imageUrl
    ? `<img src="${escapeHtml(imageUrl)}" alt="" fetchpriority="high" data-first-paint class="${classes}" />`
    : '';

/**
 * The page's top as plain HTML, in the classes the page itself uses, so it paints before any script and
 * is the page's largest paint: the app's own picture, the same size, replaces it without a later, larger
 * one. A shared tour (shared-tour-page.tsx): a 3:2 picture, then the name; a slideshow's splash
 * (slideshow-splash.tsx): the cover, whole, above the name; a postcard (postcard-view.tsx): the name,
 * then the postcard.
 */
function firstPaintHtml({ page, heading, imageUrl, whole }: FirstPaint): string {
  const name = escapeHtml(heading);
  if (page === 'postcard') {
    return (
      '<main class="relative mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 pt-6 pb-32 text-white">' +
      `<h1 class="text-2xl font-bold sm:text-3xl">${name}</h1>` +
      firstPaintImage(
        imageUrl,
        'aspect-[8/5] h-auto w-full rounded-2xl bg-zinc-900 object-contain shadow-2xl ring-1 ring-white/15',
      ) +
      '</main>'
    );
  }
  if (page === 'slideshow') {
    return (
      '<main class="relative mx-auto flex min-h-dvh w-full max-w-6xl flex-col justify-center gap-6 px-6 py-8 text-white">' +
      firstPaintImage(imageUrl, 'aspect-[3/2] max-h-[45dvh] w-full rounded-2xl object-contain shadow-2xl') +
      `<h1 class="text-4xl font-bold text-balance drop-shadow">${name}</h1></main>`
    );
  }
  const fit = whole ? 'object-contain' : 'object-cover';
  return (
    '<div class="flex min-h-dvh flex-col bg-zinc-950 text-white"><section class="flex flex-col">' +
    `<div class="relative isolate aspect-[3/2] w-full">${firstPaintImage(imageUrl, `absolute inset-0 size-full ${fit}`)}</div>` +
    `<div class="px-4 pt-3"><h1 class="text-2xl leading-tight font-bold">${name}</h1></div>` +
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
