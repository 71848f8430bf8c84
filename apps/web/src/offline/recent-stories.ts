import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Narration } from '@roamcast/shared/schemas/narration';

/** The Explorer offline replays the last stories heard, each kept with its audio (issue 22). */
export const RECENT_STORIES_KEPT = 20;
/** Their audio, apart from the saved tours' cache: the page plays it itself, the worker never serves it. */
export const RECENT_AUDIO_CACHE = 'roamcast-recent-stories-v1';

export interface RecentStory {
  id: string;
  narration: Narration;
  placeName: string;
  heardAt: string;
}

interface RecentDb extends DBSchema {
  stories: { key: string; value: RecentStory; indexes: { heardAt: string } };
}

let db: Promise<IDBPDatabase<RecentDb>> | null = null;
function open(): Promise<IDBPDatabase<RecentDb>> {
  db ??= openDB<RecentDb>('roamcast-recent-stories', 1, {
    upgrade(database) {
      database.createObjectStore('stories', { keyPath: 'id' }).createIndex('heardAt', 'heardAt');
    },
  });
  return db;
}

/** Newest first. */
export async function listRecentStories(): Promise<RecentStory[]> {
  const stories = await (await open()).getAllFromIndex('stories', 'heardAt');
  return stories.reverse();
}

/**
 * Keeps a story just heard: its audio first (the whole file, once spoken), then its record, so a story
 * listed always plays. Beyond the newest 20, the oldest are forgotten with their audio.
 */
export async function keepRecentStory(narration: Narration, placeName: string): Promise<void> {
  if (!narration.audioUrl || typeof caches === 'undefined') return;
  const response = await fetch(narration.audioUrl);
  if (!response.ok) return;
  const blob = await response.blob();
  const cache = await caches.open(RECENT_AUDIO_CACHE);
  await cache.put(narration.audioUrl, new Response(blob, { headers: { 'content-type': blob.type || 'audio/mpeg' } }));
  const database = await open();
  await database.put('stories', { id: narration.id, narration, placeName, heardAt: new Date().toISOString() });
  const all = await database.getAllFromIndex('stories', 'heardAt');
  for (const old of all.slice(0, Math.max(0, all.length - RECENT_STORIES_KEPT))) {
    await database.delete('stories', old.id);
    if (old.narration.audioUrl) await cache.delete(old.narration.audioUrl);
  }
}

/** The kept audio as an address the page can play with no network (null if it is gone). */
export async function recentAudioUrl(story: RecentStory): Promise<string | null> {
  if (!story.narration.audioUrl || typeof caches === 'undefined') return null;
  const response = await (await caches.open(RECENT_AUDIO_CACHE)).match(story.narration.audioUrl);
  return response ? URL.createObjectURL(await response.blob()) : null;
}

/** Forgets every story kept (signing out with its offline copies removed). */
export async function clearRecentStories(): Promise<void> {
  await (await open()).clear('stories');
  if (typeof caches !== 'undefined') await caches.delete(RECENT_AUDIO_CACHE);
}
