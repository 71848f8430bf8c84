import type { ProviderEvents } from '../../observability/provider-events';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { TokenService } from '../../http/auth';
import type { JobQueue } from '../../jobs/job-queue';
import type { SpeechProviders } from '../../providers/create-providers';
import { createPostcardArtistFromEnv } from '../../providers/images/postcard/create-postcard-artist';
import type { PostcardArtist } from '../../providers/images/postcard/postcard-artist';
import { createThreadedPostcardArtist } from '../../providers/images/postcard/threaded-postcard-artist';
import type { BlobStore } from '../../storage/blob-store';
import { createPostcardRepository } from './postcard-repository';
import { createPostcardService } from './postcard-service';
import { postcardDrawing } from './postcard-draw-job';
import { postcardVideoJob } from './postcard-video-job';
import { registerPostcardRoutes } from './routes';
import { createPostcardVideoHandler } from './run-postcard-video';

interface Deps {
  db: Db;
  tokens: TokenService;
  speech: SpeechProviders;
  blobs: BlobStore;
  jobs: JobQueue;
  /** The environment: IMAGES_PROVIDER and friends (as covers), FFMPEG_PATH, FFPROBE_PATH, POSTCARD_VIDEO_WIDTH, POSTCARD_VIDEO_FPS. */
  env: Record<string, string | undefined>;
  /** Replaces the artist the environment chooses (tests). */
  artist?: PostcardArtist;
  /** Where the image service's failures are told (logged and counted). */
  events?: ProviderEvents;
  /** This process runs no jobs (an API process of the scale-out mode): postcards are drawn on a worker. */
  drawOnWorkers?: boolean;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** Wires the postcard feature into the app: its artist, service, video job and routes. */
export function registerPostcards(app: FastifyInstance, deps: Deps): void {
  const drawing =
    deps.artist ??
    createPostcardArtistFromEnv(deps.env, createThreadedPostcardArtist(), {
      onFallback: (error) => deps.events?.failed('images', 'postcard', error),
    });
  deps.jobs.handle(
    postcardDrawing.job,
    postcardDrawing.handler(deps.blobs, (content) => drawing.drawPostcard(content)),
  );
  const artist: PostcardArtist = deps.drawOnWorkers
    ? { name: drawing.name, drawPostcard: postcardDrawing.caller({ jobs: deps.jobs, blobs: deps.blobs }) }
    : drawing;
  const postcards = createPostcardService({ ...deps, artist, log: app.log });
  deps.jobs.handle(
    postcardVideoJob,
    createPostcardVideoHandler({
      postcards: createPostcardRepository(deps.db),
      blobs: deps.blobs,
      log: app.log,
      tools: {
        ffmpeg: deps.env.FFMPEG_PATH ?? 'ffmpeg',
        ffprobe: deps.env.FFPROBE_PATH ?? 'ffprobe',
        width: positive(deps.env.POSTCARD_VIDEO_WIDTH, 1280),
        fps: positive(deps.env.POSTCARD_VIDEO_FPS, 25),
      },
    }),
  );
  registerPostcardRoutes(app, { postcards, tokens: deps.tokens });
}
