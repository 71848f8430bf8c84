import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../geo/offline-geocoder';
import { sse, startStandIn, type StandIn } from '../../../test/stand-ins/llm';
import { WIRE_FORMATS } from '../llm/online/wire-formats';
import { createStopFinder } from './find-stops';
import { createLlmStopSource, readProposals } from './llm-source';
import { createOfflineStopSource } from './offline-source';
import type { StopSearch } from './stop-source';

const ROME: StopSearch = {
  lat: 41.8933,
  lng: 12.4829,
  radiusMeters: 25_000,
  theme: 'Roman emperors',
  language: 'en',
  count: 4,
};

// What a model answers: two famous sights with slightly-off coordinates, a real nearby town, a
// place that does not exist, and one far outside the area.
const ANSWER = [
  '```json\n[',
  '{"name": "Colosseum", "lat": 41.8903, "lng": 12.4923, "description": "The emperors\' amphitheatre."},',
  '{"name": "Pantheon", "lat": 41.8987, "lng": 12.4768, "description": "Hadrian\'s rebuilt temple."},',
  '{"name": "Frascati", "lat": 41.8086, "lng": 12.6803, "description": "Hill town of imperial villas."},',
  '{"name": "Temple of the Silver Emperor", "lat": 41.9201, "lng": 12.5102, "description": "A temple."},',
  '{"name": "Pompeii", "lat": 40.7489, "lng": 14.4848, "description": "Too far for this tour."}',
  ']\n```',
];

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

const geocoder = createOfflineGeocoder();
const confirmByGazetteer = async (candidate: { name: string; lat: number; lng: number }) => {
  const found = await geocoder.forward(candidate.name, 'en');
  return found !== null && Math.abs(found.lat - candidate.lat) + Math.abs(found.lng - candidate.lng) < 0.02;
};

describe('language-model stop proposals', () => {
  it('keeps only proposals another source or the geocoder confirms, inside the area', async () => {
    const openai = WIRE_FORMATS[0]!;
    standIn.respond(sse(openai.frames(ANSWER, { input: 200, output: 150 })));
    const model = openai.create(standIn.url, { firstTokenMs: 10_000, totalMs: 20_000, retryDelayMs: 0 });
    const finder = createStopFinder(
      [createLlmStopSource(model), createOfflineStopSource()],
      () => {},
      confirmByGazetteer,
    );
    const { stops } = await finder.find(ROME);
    const names = stops.map((stop) => stop.name);
    expect(names).toEqual(expect.arrayContaining(['Colosseum', 'Pantheon', 'Frascati']));
    expect(names).not.toContain('Temple of the Silver Emperor');
    expect(names).not.toContain('Pompeii');
    // A corroborated proposal takes the position the pack knows, not the model's guess.
    expect(stops.find((stop) => stop.name === 'Colosseum')).toMatchObject({ lat: 41.8902, lng: 12.4922 });
    const prompt = String((standIn.requests[0]!.body.messages as { content: string }[]).at(-1)!.content);
    expect(prompt).toContain('"Roman emperors"');
    expect(prompt).toContain('within 25 km of latitude 41.8933, longitude 12.4829');
  });

  it('reads nothing from an answer that is not a JSON array of places', () => {
    expect(readProposals('I cannot help with that.')).toEqual([]);
    expect(readProposals('[{"name": "x"}]')).toEqual([]);
    expect(readProposals('[{"name": "Big Ben", "lat": 51.5007, "lng": -0.1246}]')).toEqual([
      { name: 'Big Ben', lat: 51.5007, lng: -0.1246 },
    ]);
  });
});
