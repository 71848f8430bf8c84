import { randomUUID } from 'node:crypto';
import type { PostcardGenerateResult, PublicPostcard } from '@roamcast/shared/schemas/share-pages';
import { postcardGenerateRequestSchema } from '@roamcast/shared/schemas/share-pages';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { createRoutesRepository } from '../../db/repositories/routes';
import { createUsersRepository } from '../../db/repositories/users';
import type { Caller } from '../../http/auth';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import { newShareCode } from '../../lib/share-code';
import type { SpeechProviders } from '../../providers/create-providers';
import { digitalSourceTypeFor, withDigitalSourceType } from '../../providers/images/digital-source-type';
import type { PostcardArtist } from '../../providers/images/postcard/postcard-artist';
import type { BlobStore } from '../../storage/blob-store';
import { claimAndInsertPostcard } from './claim-postcard';
import { decodeSelfie } from './decode-selfie';
import { loadTourContent } from './load-tour-content';
import { allowanceOf, assertPostcardAllowed } from './postcard-allowance';
import { createPostcardRepository, type PostcardRow } from './postcard-repository';
import { postcardVideoJob } from './postcard-video-job';
import { presentPublicPostcard, type TourSnapshot } from './present-postcard';
import { speakVoiceMessage } from './speak-voice-message';
import { webPreview } from './web-preview';

export type PostcardRequest = z.infer<typeof postcardGenerateRequestSchema>;

export interface PostcardServiceDeps {
  db: Db;
  artist: PostcardArtist;
  speech: SpeechProviders;
  blobs: BlobStore;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** The clock the monthly allowance reads (tests move it to the next month). */
  now?: () => Date;
  log?: { warn(details: object, message: string): void };
}

/**
 * AI postcards (SPEC §4 postcard flow): a card of one of the caller's tours (or a famous one) in a
 * style preset, with a selfie and a spoken voice message, and optionally an animated video. Plans
 * gate it (SPEC §5, §6): none on Freemium, 3 a month on Standard, unlimited on Premium.
 */
export function createPostcardService(deps: PostcardServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const routes = createRoutesRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const postcards = createPostcardRepository(deps.db);

  return {
    async generate(routeId: string, request: PostcardRequest, caller: Caller): Promise<PostcardGenerateResult> {
      const route = await routes.findById(routeId);
      if (!route) throw notFound('Tour not found');
      if (route.userId !== caller.userId && route.isFamous !== 1) {
        throw forbidden('You can only make postcards of your own tours or famous tours');
      }
      const user = await users.findById(caller.userId);
      if (!user) throw unauthorized();
      // Refused before any drawing; checked again, and counted, in the transaction that stores it.
      const allowance = allowanceOf(user, now());
      assertPostcardAllowed(allowance);
      // Storage full or unwritable: refuse (503) before drawing a card that could not be kept.
      await deps.blobs.assertWritable();

      const selfie = request.selfieImage ? await decodeSelfie(request.selfieImage) : null;
      const tour = await loadTourContent(deps.db, deps.blobs, route);
      const image = await deps.artist.drawPostcard({
        tourName: tour.name,
        startPoint: tour.startPoint,
        destination: tour.destination,
        highlights: tour.highlights,
        stops: tour.stops,
        photos: tour.photos,
        selfie,
        preserveFace: request.preserveFace,
        style: request.stylePreset,
        variant: request.variant,
      });
      const id = randomUUID();
      // Card and preview say in XMP whether an image model painted the artwork or all was drawn offline.
      const sourceType = digitalSourceTypeFor(image.source, 'composite');
      const png = withDigitalSourceType(image.data, 'image/png', sourceType);
      const preview = withDigitalSourceType(await webPreview(image.data), 'image/jpeg', sourceType);
      const imageUrl = await deps.blobs.put(`postcards/${id}.png`, png, 'image/png');
      const previewUrl = await deps.blobs.put(`postcards/${id}.jpg`, preview, 'image/jpeg');
      const voiceMessage = request.voiceMessage?.trim() || null;
      const audioUrl = voiceMessage
        ? await speakVoiceMessage(
            { speech: deps.speech, blobs: deps.blobs, log: deps.log },
            user,
            { text: voiceMessage, language: request.language },
            id,
          )
        : null;

      const snapshot: TourSnapshot = {
        name: tour.name,
        startPoint: tour.startPoint,
        destination: tour.destination,
        pois: tour.stops.slice(0, 3).map((stop) => ({ name: stop.name, latitude: stop.lat, longitude: stop.lng })),
        variant: request.variant,
        previewUrl,
      };
      const row: PostcardRow = {
        id,
        routeId,
        userId: caller.userId,
        imageUrl,
        stylePreset: request.stylePreset,
        hasSelfie: selfie ? 1 : 0,
        preserveFace: request.preserveFace ? 1 : 0,
        voiceMessage,
        audioUrl,
        videoUrl: null,
        videoGenerationStatus: request.createVideo ? 'pending' : null,
        videoOperationId: null,
        videoCost: null,
        tourSnapshot: JSON.stringify(snapshot),
        imagePrompt: image.prompt,
        generationCost: null,
        shareCode: newShareCode(),
        isPublic: 1,
        downloads: 0,
        createdAt: now().toISOString(),
      };
      await claimAndInsertPostcard(deps.db, row, now());
      if (request.createVideo) {
        const job = await deps.jobs.enqueue(postcardVideoJob, { postcardId: id }, { account: caller.userId });
        await postcards.setVideoOperation(id, job.id);
      }
      return {
        imageUrl,
        shareCode: row.shareCode,
        stylePreset: request.stylePreset,
        videoGenerationStatus: request.createVideo ? 'pending' : null,
      };
    },

    /** GET /api/postcards/share/{shareCode}: anyone with the link; 'Postcard Not Found' otherwise. */
    async share(shareCode: string): Promise<PublicPostcard> {
      const row = await postcards.findByShareCode(shareCode);
      if (!row || row.isPublic !== 1) throw notFound('Postcard Not Found', 'postcard_not_found');
      return presentPublicPostcard(row);
    },
  };
}

export type PostcardService = ReturnType<typeof createPostcardService>;
