import { fetchWithRetry } from '../places/fetch-with-retry';
import type { NearbyPhoto, PhotoSource } from './photo-source';
import { stripHtml } from './strip-html';

export interface CommonsPhotoSourceOptions {
  baseUrl?: string;
  /** Wikimedia asks every client to name itself and give a contact. */
  userAgent: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  radiusMeters?: number;
}

interface CommonsPage {
  index?: number;
  title?: string;
  imageinfo?: Array<{
    url?: string;
    thumburl?: string;
    descriptionurl?: string;
    width?: number;
    height?: number;
    extmetadata?: Record<string, { value?: unknown } | undefined>;
  }>;
}

// Drawings, maps and documents (svg, pdf, tif) make poor hero images; keep photographs.
const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;

const meta = (page: CommonsPage, key: string) => {
  const value = page.imageinfo?.[0]?.extmetadata?.[key]?.value;
  return typeof value === 'string' ? stripHtml(value) : '';
};

function toPhoto(page: CommonsPage): NearbyPhoto | null {
  const info = page.imageinfo?.[0];
  if (!info?.url || !page.title || !PHOTO_FILE.test(page.title)) return null;
  const license = meta(page, 'LicenseShortName');
  const artist = meta(page, 'Artist');
  const fileName = page.title
    .replace(/^File:/, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/_/g, ' ');
  return {
    url: info.url,
    thumbUrl: info.thumburl ?? info.url,
    width: info.width ?? 0,
    height: info.height ?? 0,
    title: meta(page, 'ObjectName') || fileName,
    credit: [artist, license].filter(Boolean).join(', ') || 'Wikimedia Commons',
    license,
    sourceUrl: info.descriptionurl ?? info.url,
  };
}

/** Wikimedia Commons geosearch: freely licensed photos taken near a position, each with its credit line. */
export function createCommonsPhotoSource(options: CommonsPhotoSourceOptions): PhotoSource {
  const baseUrl = (options.baseUrl ?? 'https://commons.wikimedia.org').replace(/\/+$/, '');
  return {
    name: 'commons',
    async photosNear(lat, lng, limit) {
      if (limit <= 0) return [];
      const query = new URLSearchParams({
        action: 'query',
        generator: 'geosearch',
        ggscoord: `${lat}|${lng}`,
        ggsradius: String(options.radiusMeters ?? 1000),
        ggsnamespace: '6',
        // Some hits are drawings or documents and get dropped, so ask for more than needed.
        ggslimit: String(Math.min(50, Math.max(10, limit * 2))),
        prop: 'imageinfo',
        iiprop: 'url|extmetadata|size',
        iiurlwidth: '1280',
        format: 'json',
      });
      try {
        const response = await fetchWithRetry(
          `${baseUrl}/w/api.php?${query}`,
          { headers: { 'user-agent': options.userAgent, accept: 'application/json' } },
          { timeoutMs: options.timeoutMs ?? 8000, retryDelayMs: options.retryDelayMs },
        );
        if (!response.ok) {
          await response.body?.cancel();
          return [];
        }
        const body = (await response.json()) as { query?: { pages?: Record<string, CommonsPage> } };
        return Object.values(body.query?.pages ?? {})
          .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
          .map(toPhoto)
          .filter((photo): photo is NearbyPhoto => photo !== null)
          .slice(0, limit);
      } catch {
        return [];
      }
    },
  };
}
