import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Map tiles the web app draws (OpenStreetMap; Google Map Tiles when a maps key is configured). */
const TILE_ORIGINS = [
  'https://tile.openstreetmap.org',
  'https://*.tile.openstreetmap.org',
  'https://tile.googleapis.com',
];
/** Pictures a tour may show directly: Wikimedia Commons and Google's photo hosts. */
const IMAGE_ORIGINS = ['https://upload.wikimedia.org', 'https://*.googleusercontent.com', 'https://maps.gstatic.com'];
/** Map embeds (Google Maps Embed API, OpenStreetMap's embed). */
const FRAME_ORIGINS = ['https://www.google.com', 'https://www.openstreetmap.org'];

/** sha256 sources for the inline scripts of the built pages (index.html's first-paint script). */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist || !existsSync(webDist)) return [];
  const hashes = new Set<string>();
  for (const file of readdirSync(webDist).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(webDist, file), 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      if (match[1]!.trim()) hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * Security headers on every response: a Content-Security-Policy naming each outside service the app
 * uses, nosniff, a strict referrer policy, no framing, and HSTS only when the request came over https
 * (behind a proxy, TRUST_PROXY makes `request.protocol` honour X-Forwarded-Proto).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { webDist: string | undefined }) {
  // Built once: the Fastify plugin builds helmet's middleware anew for every request, which parsed the
  // policy on every response (a few per cent of a busy server's time).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.webDist)],
        // Leaflet and the components position things with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...TILE_ORIGINS, ...IMAGE_ORIGINS],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Pictures are fetched too when a tour is saved for offline (Cache Storage keeps them).
        connectSrc: ["'self'", 'https://tile.googleapis.com', ...IMAGE_ORIGINS],
        frameSrc: FRAME_ORIGINS,
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, next) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
