import { readdirSync, readFileSync } from 'node:fs';
import KDBush from 'kdbush';
import { landmarkFileSchema, type Landmark, type LandmarkFile } from './landmark-schema';
import { landmarkRadius } from './landmark-radius';

export interface LandmarkPack {
  landmarks: readonly Landmark[];
  /** Metres each landmark reaches, by position in `landmarks`. */
  radii: Float64Array;
  /** Every landmark; an item's id is its position in `landmarks`. */
  index: KDBush;
  largestRadius: number;
  /** Milliseconds the first load took (reading, validating and indexing). */
  loadMs: number;
}

const DATA_DIR = new URL('./facts/', import.meta.url);
let cached: LandmarkPack | undefined;

/**
 * Reads every data file of a folder. With `validate` (the default) each is checked against the schema
 * and a malformed one throws; the pack's tests read it so, which keeps a malformed file out of main.
 * The server's own load skips the check: zod over the pack's 2.6 MB was two thirds of the time the
 * pack took to load, and the schema only checks (it sets no defaults), so both reads hold the same.
 */
export function readLandmarkFiles(
  dir: URL = DATA_DIR,
  { validate = true }: { validate?: boolean } = {},
): Array<{ file: string; landmarks: Landmark[] }> {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const json: unknown = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      if (!validate) return { file, landmarks: (json as LandmarkFile).landmarks };
      const parsed = landmarkFileSchema.safeParse(json);
      if (!parsed.success) throw new Error(`Landmark pack ${file}: ${parsed.error.message}`);
      return { file, landmarks: parsed.data.landmarks };
    });
}

/**
 * The landmark knowledge pack, read and indexed once on first use; call it at server start to keep
 * that pause out of the first narration.
 */
export function loadLandmarks(): LandmarkPack {
  if (cached) return cached;
  const started = performance.now();
  const landmarks = readLandmarkFiles(DATA_DIR, { validate: false }).flatMap((f) => f.landmarks);
  const index = new KDBush(Math.max(1, landmarks.length));
  const radii = new Float64Array(landmarks.length);
  landmarks.forEach((landmark, i) => {
    index.add(landmark.lng, landmark.lat);
    radii[i] = landmarkRadius(landmark);
  });
  // KDBush refuses to finish with fewer items than it was sized for.
  if (!landmarks.length) index.add(0, 0);
  index.finish();
  cached = {
    landmarks,
    radii,
    index,
    largestRadius: radii.reduce((a, b) => Math.max(a, b), 0),
    loadMs: performance.now() - started,
  };
  return cached;
}
