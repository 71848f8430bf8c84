import { randomUUID } from 'node:crypto';
import { WORDS_PER_MINUTE } from '@roamcast/shared/catalog/constants';
import { narrationThemeFor } from '@roamcast/shared/catalog/themes';
import type { GenerateNarrationBody, Narration } from '@roamcast/shared/schemas/narration';
import { defaultVoiceSettings } from '@roamcast/shared/schemas/user';
import type { NarrationsRepository, NarrationRow } from '../../db/repositories/narrations';
import type { UsersRepository } from '../../db/repositories/users';
import { nowIso } from '../../db/json';
import type { Caller } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { presentNarration } from '../../presenters/narration';
import { presentUser } from '../../presenters/user';
import type { Providers } from '../../providers/create-providers';
import type { BlobStore } from '../../storage/blob-store';
import { narrationCacheKey } from './cache-key';

interface Deps {
  narrations: NarrationsRepository;
  users: UsersRepository;
  providers: Providers;
  blobs: BlobStore;
}

export function createNarrationService({ narrations, users, providers, blobs }: Deps) {
  async function voiceSettingsOf(caller: Caller | null) {
    if (!caller) return defaultVoiceSettings;
    const row = await users.findById(caller.userId);
    return row ? presentUser(row).voiceSettings : defaultVoiceSettings;
  }

  /** The second listener at the same spot pays nothing: a new row for them, sharing text and audio. */
  async function fromCache(cacheKey: string, userId: string | null): Promise<Narration | null> {
    const cached = await narrations.findCached(cacheKey);
    if (!cached) return null;
    const copy: NarrationRow = {
      ...cached,
      id: randomUUID(),
      userId,
      routeId: null,
      waypointIndex: null,
      createdAt: nowIso(),
    };
    await narrations.insert(copy);
    return presentNarration(copy);
  }

  return {
    async generate(body: GenerateNarrationBody, caller: Caller | null): Promise<Narration> {
      // The caller's own id is used; a body naming someone else is refused rather than silently rewritten.
      if (body.userId && caller && body.userId !== caller.userId) {
        throw forbidden('You can only create narrations for your own account');
      }
      const userId = caller?.userId ?? null;
      const theme = narrationThemeFor(body.theme);
      const voice = await voiceSettingsOf(caller);
      const { lat, lng } = body.location;
      const cacheKey = narrationCacheKey({
        lat,
        lng,
        theme,
        language: body.language,
        duration: body.duration,
        voice: voice.voice,
        speed: voice.speed,
      });
      const cached = await fromCache(cacheKey, userId);
      if (cached) return cached;

      const facts = await providers.geocoder.reverse(lat, lng, body.language);
      if (!facts) throw notFound('There is no named place within 300 km of this position to tell a story about');

      const written = await providers.writer.write({
        facts,
        theme,
        language: body.language,
        targetWords: body.duration * WORDS_PER_MINUTE,
        seed: Math.floor(Math.random() * 2 ** 31),
      });
      const id = randomUUID();
      const audio = await providers.speech.synthesize({
        text: written.text,
        language: body.language,
        voice: voice.voice,
        speed: voice.speed,
        volume: voice.volume,
      });
      const audioUrl = await blobs.put(`audio/${id}.mp3`, audio.audio, audio.mimeType);

      const row: NarrationRow = {
        id,
        userId,
        theme,
        language: body.language,
        duration: body.duration,
        title: written.title,
        location: JSON.stringify({ lat, lng, name: body.location.name ?? facts.displayName }),
        narrationText: written.text,
        audioUrl,
        audioDurationSeconds: audio.durationSeconds,
        photoUrls: '[]',
        heroImageUrl: null,
        photoCount: 0,
        cost: JSON.stringify({
          provider: written.provider,
          speechProvider: audio.provider,
          characters: audio.characters,
          tokens: written.tokens,
          estimatedCents: 0,
          sources: [...new Set([...facts.sources, ...written.sources])],
        }),
        placesInfo: JSON.stringify(
          [facts.place, facts.city, ...facts.neighbours]
            .filter((place) => place !== null)
            .map((place) => ({ placeId: `geonames:${place.id}`, lat: place.lat, lng: place.lng, name: place.name })),
        ),
        cacheKey,
        routeId: null,
        waypointIndex: null,
        createdAt: nowIso(),
      };
      await narrations.insert(row);
      if (userId) await users.incrementNarrationCount(userId);
      return presentNarration(row);
    },

    /** A narration is readable by its owner; one made by a visitor (no owner) by anyone holding its id. */
    async get(id: string, caller: Caller | null): Promise<Narration> {
      const row = await narrations.findById(id);
      if (!row) throw notFound('Narration not found');
      if (row.userId && row.userId !== caller?.userId) throw forbidden('This narration belongs to another account');
      return presentNarration(row);
    },
  };
}

export type NarrationService = ReturnType<typeof createNarrationService>;
