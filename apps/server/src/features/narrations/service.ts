import { randomUUID } from 'node:crypto';
import { DEEP_DIVE_LENGTHS, WORDS_PER_MINUTE } from '@roamcast/shared/catalog/constants';
import { minutesForWords, wordsForMinutes } from '@roamcast/shared/logic/spoken-length';
import { narrationThemeFor } from '@roamcast/shared/catalog/themes';
import type {
  AttachNarrationBody,
  CreateNarrationBody,
  GenerateNarrationBody,
  Narration,
} from '@roamcast/shared/schemas/narration';
import { defaultVoiceSettings } from '@roamcast/shared/schemas/user';
import type { NarrationsRepository, NarrationRow } from '../../db/repositories/narrations';
import type { RoutesRepository } from '../../db/repositories/routes';
import type { UsersRepository } from '../../db/repositories/users';
import { nowIso } from '../../db/json';
import type { Caller } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { presentNarration } from '../../presenters/narration';
import { presentUser } from '../../presenters/user';
import { gatherFacts, type Providers } from '../../providers/create-providers';
import type { CostEstimator } from '../../providers/pricing/create-cost-estimator';
import { withLeadingDisclosure } from '../../providers/tts/id3-comment';
import { mp3DurationSeconds } from '../../providers/tts/offline/mp3-duration';
import type { BlobStore } from '../../storage/blob-store';
import { narrationCacheKey } from './cache-key';
import type { LiveAudioRegistry } from './live-audio';

interface Deps {
  narrations: NarrationsRepository;
  users: UsersRepository;
  routes: RoutesRepository;
  providers: Providers;
  blobs: BlobStore;
  liveAudio: LiveAudioRegistry;
  /** Prices each narration's model and voice at list prices (cost.estimatedCents). */
  costs: CostEstimator;
  /** Told the seconds from request to first playable audio of each new narration, and its voice. */
  onFirstAudio?(seconds: number, speech: string): void;
}

/** A tour stop's story knows its tour: the tour's name, the stop, and a deep dive's question. */
export interface StopContext {
  tourName: string;
  stopName: string;
  stopDescription?: string;
  /** Set for a deep dive's chapters: what the listener wants to learn. */
  deepDiveFocus?: string;
}

function writingFor(stop: StopContext) {
  if (stop.deepDiveFocus) {
    return {
      experience: 'deep_dive' as const,
      tourName: stop.tourName,
      focus: `${stop.stopName}: ${stop.deepDiveFocus}`,
    };
  }
  const about = stop.stopDescription && stop.stopDescription !== stop.stopName ? ` (${stop.stopDescription})` : '';
  return { experience: 'tour_stop' as const, tourName: stop.tourName, focus: `${stop.stopName}${about}` };
}

const LIVE_THEMES = new Set(['weather', 'local_news', 'community_events']);

/** Every narration's audio lives at one stable URL: streamed while it is spoken, the stored file afterwards. */
export const audioUrlFor = (id: string) => `/api/narrations/${id}/audio`;
const audioKeyFor = (id: string) => `audio/${id}.mp3`;

export function createNarrationService({
  narrations,
  users,
  routes,
  providers,
  blobs,
  liveAudio,
  costs,
  onFirstAudio,
}: Deps) {
  async function listenerOf(userId: string | null) {
    const row = userId ? await users.findById(userId) : undefined;
    const user = row ? presentUser(row) : null;
    return { settings: user?.voiceSettings ?? defaultVoiceSettings, tier: user?.tier ?? 'freemium' };
  }

  /** The second listener at the same spot pays nothing: a new row for them, sharing text and audio. */
  async function fromCache(cacheKey: string, userId: string | null): Promise<NarrationRow | null> {
    const cached = await narrations.findCached(cacheKey);
    if (!cached) return null;
    const copy: NarrationRow = {
      ...cached,
      id: randomUUID(),
      userId,
      routeId: null,
      waypointIndex: null,
      // Nothing was billed for this copy: summing costs counts the first listener's only once.
      cost: JSON.stringify({
        ...JSON.parse(cached.cost),
        tokens: 0,
        inputTokens: 0,
        outputTokens: 0,
        estimatedCents: 0,
      }),
      createdAt: nowIso(),
    };
    await narrations.insert(copy);
    return copy;
  }

  async function ensureOwnRoute(routeId: string, caller: Caller | null): Promise<void> {
    const route = await routes.findOwner(routeId);
    if (!route) throw notFound('Tour not found');
    if (!caller || route.userId !== caller.userId) throw forbidden('This tour belongs to another account');
  }

  /** The caller's own id is used; a body naming someone else is refused rather than silently rewritten. */
  function assertOwnRequest(body: GenerateNarrationBody, caller: Caller | null): void {
    if (body.userId && caller && body.userId !== caller.userId) {
      throw forbidden('You can only create narrations for your own account');
    }
  }

  /**
   * Writes a narration for `userId` (in their voice) and starts speaking it. Answers the row once the
   * first sentence is playable, and `stored`, which settles when the whole audio is stored (or failed).
   * `fresh` skips the cache: a tour's regenerated stop must be a new story, not the last one again.
   */
  async function generate(
    body: GenerateNarrationBody,
    userId: string | null,
    options: { id?: string; fresh?: boolean; stop?: StopContext } = {},
  ): Promise<{ row: NarrationRow; stored: Promise<void> }> {
    const requested = performance.now();
    const theme = narrationThemeFor(body.theme);
    const { settings, tier } = await listenerOf(userId);
    const speech = providers.speech.forSettings(tier, settings.provider);
    const { lat, lng } = body.location;
    // Deep-dive lengths are set in English words; each language says the same minutes in its own count.
    const deepDive = body.length
      ? {
          words: wordsForMinutes(DEEP_DIVE_LENGTHS[body.length].words / WORDS_PER_MINUTE, body.language),
          focus: body.focus ?? '',
        }
      : null;
    const targetWords = deepDive?.words ?? wordsForMinutes(body.duration, body.language);
    const cacheKey = narrationCacheKey({
      lat,
      lng,
      theme,
      language: body.language,
      duration: deepDive ? `deep-${body.length}:${deepDive.focus.toLowerCase()}` : body.duration,
      voice: `${speech.name}/${settings.voice}`,
      speed: settings.speed,
      // Weather, news and events go stale: such narrations are shared within the hour only.
      freshness: LIVE_THEMES.has(theme) ? new Date().toISOString().slice(0, 13) : '',
      part: body.part,
      placeName: body.location.name,
    });
    const cached = options.fresh ? null : await fromCache(cacheKey, userId);
    if (cached) return { row: cached, stored: Promise.resolve() };
    // Storage full or unwritable: refuse now (503) rather than speak a story whose file cannot be kept.
    await blobs.assertWritable();

    const facts = await gatherFacts(providers, { lat, lng, language: body.language, theme });
    if (!facts) throw notFound('There is no named place within 300 km of this position to tell a story about');
    // Photos are looked up while the story is written; an offline or failing source gives none.
    const photosNearby = providers.photos.photosNear(lat, lng, 6).catch(() => []);
    const written = await providers.writer.write({
      facts,
      theme,
      language: body.language,
      targetWords,
      seed: Math.floor(Math.random() * 2 ** 31),
      ...(deepDive ? { experience: 'deep_dive' as const, focus: deepDive.focus || undefined } : {}),
      ...(options.stop ? writingFor(options.stop) : {}),
    });
    const photos = await photosNearby;

    const id = options.id ?? randomUUID();
    const spokenBy = { name: speech.name, language: body.language, voice: settings.voice, text: written.text };
    const cost = {
      provider: written.provider,
      speechProvider: speech.name,
      characters: written.text.length,
      tokens: written.tokens,
      ...costs.estimate({ billing: written.billing, speech: spokenBy }),
      sources: [
        ...new Set([
          ...facts.sources,
          ...written.sources,
          ...photos.map((photo) => `Photo: ${photo.title}, ${photo.credit} (${photo.license})`),
        ]),
      ],
    };
    const row: NarrationRow = {
      id,
      userId,
      theme,
      language: body.language,
      // A deep dive's length in whole minutes of what was written (at most about 3, 7 or 13: a story
      // is shorter, never padded, where the knowledge runs out).
      duration: deepDive ? Math.max(1, Math.round(minutesForWords(written.words, body.language))) : body.duration,
      title: written.title,
      location: JSON.stringify({ lat, lng, name: body.location.name ?? facts.displayName }),
      narrationText: written.text,
      audioUrl: audioUrlFor(id),
      audioDurationSeconds: null,
      photoUrls: JSON.stringify(photos.map((photo) => photo.url)),
      // SPEC §3: data: URLs are never a hero image.
      heroImageUrl: photos.find((photo) => !photo.url.startsWith('data:'))?.url ?? null,
      photoCount: photos.length,
      cost: JSON.stringify(cost),
      placesInfo: JSON.stringify(
        [facts.place, facts.city, ...facts.neighbours]
          .filter((place) => place !== null)
          .map((place) => ({ placeId: `geonames:${place.id}`, lat: place.lat, lng: place.lng, name: place.name })),
      ),
      cacheKey,
      routeId: null,
      waypointIndex: null,
      createdAt: nowIso(),
      aiWritten: written.aiWritten ? 1 : 0,
    };
    await narrations.insert(row);
    if (userId) await users.incrementNarrationCount(userId);

    // A voice that failed before any audio is not billed: the engine that stood in is.
    let standIn: { engine: string; reason: string } | null = null;
    const spoken = speech.synthesizeStream(
      {
        text: written.text,
        language: body.language,
        voice: settings.voice,
        speed: settings.speed,
        volume: settings.volume,
      },
      { onStandIn: (engine, reason) => (standIn = { engine, reason }) },
    );
    const spokenCost = () =>
      standIn
        ? {
            ...cost,
            speechProvider: `${standIn.engine} (fallback: ${standIn.reason})`,
            ...costs.estimate({ billing: written.billing, speech: { ...spokenBy, name: standIn.engine } }),
          }
        : cost;
    let settle: (failure?: Error) => void = () => undefined;
    const stored = new Promise<void>((resolve, reject) => {
      settle = (failure) => (failure ? reject(failure) : resolve());
    });
    // Listeners in the explorer never wait for it; an unobserved failure must not end the process.
    stored.catch(() => undefined);
    // Answer as soon as the first sentence is playable; the rest streams to whoever listens.
    // The audio says who spoke it (an ID3 comment), live and stored; a stand-in is known before any audio.
    const labelled = withLeadingDisclosure(spoken, () => standIn?.engine ?? speech.name);
    await liveAudio.start(id, labelled, async (audio, error) => {
      try {
        if (!audio || audio.length === 0) {
          const reason = error instanceof Error ? error.message : 'no audio';
          await narrations.update(id, {
            audioUrl: null,
            cacheKey: null,
            // Nothing was spoken, so only the writer's tokens count.
            cost: JSON.stringify({ ...cost, ...costs.estimate({ billing: written.billing }), speechError: reason }),
          });
          settle(new Error(`The narration could not be spoken: ${reason}`));
          return;
        }
        try {
          await blobs.put(audioKeyFor(id), audio, 'audio/mpeg');
        } catch (failure) {
          // Heard live but not kept: the row no longer points at a file that does not exist.
          const reason = failure instanceof Error ? failure.message : String(failure);
          await narrations.update(id, {
            audioUrl: null,
            cacheKey: null,
            cost: JSON.stringify({ ...spokenCost(), storageError: reason }),
          });
          throw failure;
        }
        await narrations.update(id, {
          audioDurationSeconds: mp3DurationSeconds(audio),
          ...(standIn ? { cost: JSON.stringify(spokenCost()) } : {}),
        });
        settle();
      } catch (failure) {
        settle(failure instanceof Error ? failure : new Error(String(failure)));
        throw failure;
      }
    });
    onFirstAudio?.((performance.now() - requested) / 1000, speech.name);
    return { row, stored };
  }

  return {
    async generate(body: GenerateNarrationBody, caller: Caller | null): Promise<Narration> {
      assertOwnRequest(body, caller);
      return presentNarration((await generate(body, caller?.userId ?? null)).row);
    },

    /** POST /api/narrations: generate, then place it in one of the caller's tours when asked. */
    async create(body: CreateNarrationBody, caller: Caller | null): Promise<Narration> {
      const { routeId, waypointIndex, ...request } = body;
      assertOwnRequest(request, caller);
      if (routeId) await ensureOwnRoute(routeId, caller);
      const { row } = await generate(request, caller?.userId ?? null);
      if (!routeId) return presentNarration(row);
      const attached = { routeId, waypointIndex: waypointIndex ?? 0 };
      await narrations.update(row.id, attached);
      return presentNarration({ ...row, ...attached });
    },

    /** A narration is readable by its owner; one made by a visitor (no owner) by anyone holding its id. */
    async get(id: string, caller: Caller | null): Promise<Narration> {
      const row = await narrations.findById(id);
      if (!row) throw notFound('Narration not found');
      if (row.userId && row.userId !== caller?.userId) throw forbidden('This narration belongs to another account');
      return presentNarration(row);
    },

    async attach(id: string, body: AttachNarrationBody, caller: Caller | null): Promise<Narration> {
      const row = await narrations.findById(id);
      if (!row) throw notFound('Narration not found');
      if (!caller || row.userId !== caller.userId) throw forbidden('You can only change your own narrations');
      await ensureOwnRoute(body.routeId, caller);
      await narrations.update(id, body);
      return presentNarration({ ...row, ...body });
    },

    /** The audio behind audioUrl: live chunks while it is spoken, else where the stored file is. */
    async audio(id: string): Promise<{ live: AsyncIterable<Buffer> } | { stored: string }> {
      const live = liveAudio.read(id);
      if (live) return { live };
      if (await blobs.exists(audioKeyFor(id))) return { stored: blobs.urlFor(audioKeyFor(id)) };
      const elsewhere = await liveAudio.readElsewhere?.(id);
      if (elsewhere) return { live: elsewhere };
      throw notFound('This narration has no audio (yet). Try again in a moment.');
    },

    /**
     * A tour stop's story for a batch: written fresh (never the cache's copy) in the tour owner's voice
     * under the given id, unplaced. Resolves only once its whole audio is stored, so a stop counted as
     * done is playable from any process; rejects when speaking failed.
     */
    async generateForStop(
      request: GenerateNarrationBody & { id: string; ownerId: string; stop?: StopContext },
    ): Promise<Narration> {
      const { id, ownerId, stop, ...body } = request;
      const { row, stored } = await generate(body, ownerId, { id, fresh: true, stop });
      await stored;
      return presentNarration({ ...row, ...(await narrations.findById(id)) });
    },

    /** Where a batch's narration stands: not written, written but its audio never stored, or playable. */
    async stopNarrationState(id: string): Promise<'missing' | 'unfinished' | 'stored'> {
      const row = await narrations.findById(id);
      if (!row) return 'missing';
      const stored = row.audioDurationSeconds !== null && (await blobs.exists(audioKeyFor(id)));
      return stored ? 'stored' : 'unfinished';
    },

    /** Removes a narration whose audio never got stored (its process died mid-way); a stored one stays. */
    async discardUnfinished(id: string): Promise<void> {
      if ((await this.stopNarrationState(id)) === 'unfinished') await narrations.delete(id);
    },

    /**
     * Puts a narration at a tour stop in one statement: it replaces whatever was there, which is
     * unplaced rather than deleted (it stays its owner's, and cached copies share its audio).
     */
    placeAtStop: (id: string, routeId: string, waypointIndex: number, language?: string) =>
      narrations.placeAtStop(id, routeId, waypointIndex, language),

    /** Finishes and stores every narration still being spoken (shutdown, tests). */
    drain: () => liveAudio.drain(),
  };
}

export type NarrationService = ReturnType<typeof createNarrationService>;
