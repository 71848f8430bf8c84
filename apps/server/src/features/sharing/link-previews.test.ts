import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { newShareCode } from '../../lib/share-code';
import { registerLinkPreviews } from './link-previews';

// The web app's own page (its static landing inside #root), as the build copies it.
const INDEX = readFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');

let t: TestApp;
let web: FastifyInstance;
let dist: string;
let baseUrl: string;
const codes = { tour: newShareCode(), slideshow: newShareCode(), postcard: newShareCode() };

/** A shared tour, its slideshow and a postcard, written straight to the database. */
async function seed() {
  const { token } = await signUp(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tour-maker/routes',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Rome "after dark" <night>', waypoints: [{ lat: 41.89, lng: 12.49, name: 'Colosseum' }] },
  });
  const route = created.json().data as { id: string; userId: string };
  await t.db
    .updateTable('routes')
    .set({ shareCode: codes.tour, description: 'Lamps & legends', customImageUrl: '/media/covers/rome.png' })
    .where('id', '=', route.id)
    .execute();
  const now = new Date().toISOString();
  await t.db
    .insertInto('tourSlideshows')
    .values({
      id: randomUUID(),
      routeId: route.id,
      userId: route.userId,
      shareToken: codes.slideshow,
      viewCount: 0,
      uniqueViewers: 0,
      completionCount: 0,
      ctaClicks: 0,
      isActive: 1,
      createdAt: now,
      lastViewedAt: null,
    })
    .execute();
  await t.db
    .insertInto('postcardImages')
    .values({
      id: randomUUID(),
      routeId: route.id,
      userId: route.userId,
      imageUrl: 'https://cdn.example.com/postcards/rome.png',
      stylePreset: 'vintage',
      hasSelfie: 0,
      preserveFace: 1,
      voiceMessage: 'Wish you were here!',
      audioUrl: null,
      videoUrl: null,
      videoGenerationStatus: null,
      videoOperationId: null,
      videoCost: null,
      tourSnapshot: JSON.stringify({ name: 'Rome', startPoint: 'Colosseum', destination: 'Trevi', pois: [] }),
      imagePrompt: null,
      generationCost: null,
      shareCode: codes.postcard,
      isPublic: 1,
      downloads: 0,
      createdAt: now,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'roamcast-previews-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  web = Fastify();
  await web.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false });
  registerLinkPreviews(web, { db: t.db, webDist: dist });
  baseUrl = await web.listen({ port: 0, host: '127.0.0.1' });
  await seed();
});

afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const response = await fetch(`${baseUrl}${pathname}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
};

const meta = (html: string, name: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`))?.[1];

describe(`link previews (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('describe a shared tour with its cover, escaped', async () => {
    const html = await page(`/tour/${codes.tour}`);
    expect(meta(html, 'og:title')).toBe('Rome &#34;after dark&#34; &#60;night&#62;');
    expect(meta(html, 'og:description')).toBe('Lamps &#38; legends');
    expect(meta(html, 'og:image')).toBe(`${baseUrl}/media/covers/rome.png`);
    expect(meta(html, 'og:url')).toBe(`${baseUrl}/tour/${codes.tour}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${baseUrl}/media/covers/rome.png`);
    // No photo and no thumbnail yet: the page paints the cover itself first, so it is fetched early.
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/covers/rome.png" />');
    expect(html).not.toContain('<night>');
    expect(html).not.toContain('the place you are standing in');
    // The Explorer's landing gives way to the tour's own first paint: its name and picture, escaped.
    expect(html).not.toContain('>Roamcast</h1>');
    expect(html).not.toContain('shell-start');
    expect(html).toContain(
      '<h1 class="text-2xl leading-tight font-bold">Rome &#34;after dark&#34; &#60;night&#62;</h1>',
    );
    expect(html).toMatch(
      /<div id="root"><div class="flex min-h-dvh[^"]*"><section[^>]*><div class="relative isolate aspect-\[3\/2\] w-full"><img src="\/media\/covers\/rome.png"[^>]*object-contain/,
    );
  });

  const firstPaintClasses = (html: string) => {
    const firstPaint = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    return [...new Set([...firstPaint.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)))];
  };
  const webSource = (...files: string[]) =>
    files
      .map((file) => readFileSync(path.resolve(import.meta.dirname, '../../../../web/src', file), 'utf8'))
      .join('\n');

  it("paint a page's top only in classes the page itself uses (its stylesheet has no others)", async () => {
    const tour = firstPaintClasses(await page(`/tour/${codes.tour}`));
    const tourSource = webSource(
      'features/shared-tour/components/shared-tour-page.tsx',
      'features/shared-tour/components/stop-picture.tsx',
      'features/shared-tour/components/tour-summary.tsx',
      'app/root-layout.tsx',
    );
    expect(tour.length).toBeGreaterThan(10);
    expect(tour.filter((name) => !tourSource.includes(name))).toEqual([]);

    const splash = firstPaintClasses(await page(`/slideshow/${codes.slideshow}`));
    const splashSource = webSource('features/slideshow/components/slideshow-splash.tsx');
    expect(splash.length).toBeGreaterThan(10);
    expect(splash.filter((name) => !splashSource.includes(name))).toEqual([]);

    const postcard = firstPaintClasses(await page(`/postcards/${codes.postcard}`));
    const postcardSource = webSource('features/postcards/components/postcard-view.tsx');
    expect(postcard.length).toBeGreaterThan(10);
    expect(postcard.filter((name) => !postcardSource.includes(name))).toEqual([]);
  });

  it('describe a slideshow by its tour', async () => {
    const html = await page(`/slideshow/${codes.slideshow}`);
    expect(meta(html, 'og:title')).toBe('Rome &#34;after dark&#34; &#60;night&#62;');
    expect(meta(html, 'og:url')).toBe(`${baseUrl}/slideshow/${codes.slideshow}`);
    expect(meta(html, 'og:image')).toBe(`${baseUrl}/media/covers/rome.png`);
    // The splash paints the cover first, from the HTML: it is fetched while the scripts load.
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/covers/rome.png" />');
    expect(html).not.toContain('>Roamcast</h1>');
    expect(html).toMatch(/<div id="root"><main [^>]*><img src="\/media\/covers\/rome.png"[^>]*object-contain/);
    expect(html).toContain(
      '<h1 class="text-4xl font-bold text-balance drop-shadow">Rome &#34;after dark&#34; &#60;night&#62;</h1>',
    );
  });

  it('describe a postcard with its image', async () => {
    const html = await page(`/postcards/${codes.postcard}`);
    expect(meta(html, 'og:title')).toBe('Rome: a postcard');
    expect(meta(html, 'og:description')).toBe('Wish you were here!');
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/postcards/rome.png');
    // The postcard picture is the page's largest paint: fetched while the scripts load.
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="https://cdn.example.com/postcards/rome.png" />',
    );
    // ...and painted from the HTML under the tour's name, before any script.
    expect(html).toMatch(
      /<div id="root"><main [^>]*><h1 [^>]*>Rome<\/h1><img src="https:\/\/cdn.example.com\/postcards\/rome.png"/,
    );
    expect(html).not.toContain('>Roamcast</h1>');
  });

  it('answer unknown and malformed codes with the plain app page', async () => {
    for (const pathname of [
      `/tour/${newShareCode()}`,
      '/slideshow/nope',
      `/postcards/${newShareCode()}`,
      '/tour/a.b',
    ]) {
      expect(await page(pathname), pathname).toBe(INDEX);
    }
  });

  it('compress the page for browsers that accept it', async () => {
    const response = await fetch(`${baseUrl}/tour/${codes.tour}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('og:title');
  });

  it('name PUBLIC_URL, not the Host a client sends, when it is set (issue 23)', async () => {
    const pinned = Fastify();
    registerLinkPreviews(pinned, { db: t.db, webDist: dist, publicUrl: 'https://roamcast.example/' });
    try {
      const response = await pinned.inject({ url: `/tour/${codes.tour}`, headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(200);
      expect(meta(response.body, 'og:url')).toBe(`https://roamcast.example/tour/${codes.tour}`);
      expect(meta(response.body, 'og:image')).toBe('https://roamcast.example/media/covers/rome.png');
      expect(response.body).not.toContain('evil.example');
    } finally {
      await pinned.close();
    }
  });
});
