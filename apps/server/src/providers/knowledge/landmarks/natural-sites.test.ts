/**
 * Natural sites and national parks: the pack holds at least fifty of the world's most visited, and a
 * listener standing at one hears about it (not about a UNESCO listing or a park around it).
 */
import { describe, expect, it } from 'vitest';
import { readLandmarkFiles } from './load-landmarks';
import { nearestLandmark } from './nearest-landmark';

const files = readLandmarkFiles();
const landmarks = files.flatMap((f) => f.landmarks);
const own = files.find((f) => f.file === 'natural-sites.json')!.landmarks;

/** Each of these, asked at its own point, is the landmark the listener is at. */
const SITES = [
  'zion-national-park',
  'rocky-mountain-national-park',
  'acadia-national-park',
  'grand-teton-national-park',
  'joshua-tree-national-park',
  'niagara-falls',
  'lake-louise',
  'moraine-lake',
  'perito-moreno-glacier',
  'salar-de-uyuni',
  'angel-falls',
  'lake-titicaca',
  'lake-bled',
  'lake-como',
  'mount-vesuvius',
  'zugspitze',
  'rhine-falls',
  'eiger',
  'preikestolen',
  'dune-of-pilat',
  'mount-everest',
  'mount-sinai',
  'kruger-national-park',
  'maasai-mara',
  'whitehaven-beach',
];

describe('natural sites and national parks', () => {
  it('holds at least fifty natural sites and national parks, fifty of them in their own file', () => {
    expect(landmarks.filter((l) => l.type === 'natural_site').length).toBeGreaterThanOrEqual(50);
    expect(own.length).toBeGreaterThanOrEqual(50);
    for (const site of own) expect(site.type, site.id).toBe('natural_site');
  });

  it('names no natural site twice', () => {
    const fold = (name: string) => name.toLowerCase().replace(/^the /u, '');
    const others = new Set(landmarks.filter((l) => !own.includes(l)).map((l) => fold(l.names.en)));
    expect(own.filter((site) => others.has(fold(site.names.en))).map((site) => site.id)).toEqual([]);
  });

  it.each(SITES)('finds %s at its own point', (id) => {
    const site = own.find((l) => l.id === id);
    expect(site, id).toBeDefined();
    const hit = nearestLandmark(site!.lat, site!.lng);
    expect(hit?.landmark.id).toBe(id);
    expect(hit?.inside).toBe(true);
  });
});
