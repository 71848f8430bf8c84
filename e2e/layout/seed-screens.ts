import path from 'node:path';
import Database from 'better-sqlite3';
import { signUpThroughApi } from '../support/accounts';
import { createTourThroughApi, LISBON_STOPS, narrateStopThroughApi, readTourThroughApi } from '../player/seed-tour';

/** What the layout spec opens: one narrated, shared tour with its cover, slideshow and postcard. */
export interface SeededScreens {
  token: string;
  tourId: string;
  shareCode: string;
  slideshowPath: string;
  postcardCode: string;
}

export const TOUR_NAME = 'Tastes of Lisbon';

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Polls until `ready` answers true (the offline engines speak and draw in the background). */
async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} was not ready in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A Standard traveller's two-stop Lisbon tour, its stories spoken to the end, its drawn cover, share link, slideshow
 * and postcard. `dataDir` is the server's data folder.
 */
export async function seedScreens(baseUrl: string, dataDir: string): Promise<SeededScreens> {
  const { token, email } = await signUpThroughApi(baseUrl);
  // Postcards need a paid plan: set straight in the server's database, as a billing webhook would.
  const db = new Database(path.join(dataDir, 'roamcast.db'));
  try {
    db.prepare('UPDATE users SET tier = ? WHERE email = ?').run('standard', email);
  } finally {
    db.close();
  }
  const tourId = await createTourThroughApi(baseUrl, token, {
    name: TOUR_NAME,
    theme: 'historical_facts',
    waypoints: LISBON_STOPS,
  });
  await call(baseUrl, token, 'PATCH', `/api/tour-maker/routes/${tourId}`, {
    description: 'From the river tower to the monastery cloisters, with a pastry on the way',
    distance: 0.7,
    duration: 40,
  });
  for (const [index, stop] of LISBON_STOPS.entries()) await narrateStopThroughApi(baseUrl, token, tourId, index, stop);
  await waitFor('the stories', async () => {
    const audio = (await readTourThroughApi(baseUrl, token, tourId)).narrations.map((each) => each.audioUrl);
    return audio.length === LISBON_STOPS.length && audio.every(Boolean);
  });
  // Heard to the end once, so pages meet stored files rather than speech still being made.
  for (const narration of (await readTourThroughApi(baseUrl, token, tourId)).narrations)
    await (await fetch(`${baseUrl}${narration.audioUrl}`)).arrayBuffer();
  await waitFor('the cover', async () => {
    const tour = await call<{ aiImageUrl: string | null }>(baseUrl, token, 'GET', `/api/tour-maker/routes/${tourId}`);
    return Boolean(tour.aiImageUrl);
  });
  const { shareCode } = await call<{ shareCode: string }>(baseUrl, token, 'POST', `/api/tours/${tourId}/share`);
  const slideshow = await call<{ shareUrl: string }>(baseUrl, token, 'POST', `/api/tours/${tourId}/create-slideshow`);
  const postcard = await call<{ shareCode: string }>(baseUrl, token, 'POST', `/api/postcards/generate/${tourId}`, {
    voiceMessage: 'Greetings from Belém: the custard tarts are as good as they say.',
  });
  return {
    token,
    tourId,
    shareCode,
    slideshowPath: new URL(slideshow.shareUrl, baseUrl).pathname,
    postcardCode: postcard.shareCode,
  };
}
