import { describe, expect, it } from 'vitest';
import { famousTourSchema, playableStopSchema, pointOfInterestSchema, routeSchema, sharedTourSchema } from './tour';
import { aiImageCacheSchema, postcardImageSchema, postcardRequestSchema, tourSlideshowSchema } from './sharing';

const now = '2026-11-21T12:00:00.000Z';

describe('SPEC §3 entity schemas', () => {
  it('fills the route defaults of the spec', () => {
    const route = routeSchema.parse({ id: 'r1', userId: 'u1', name: 'Bay walk', createdAt: now, updatedAt: now });
    expect(route).toMatchObject({
      difficulty: 'easy',
      scenicRating: 5,
      narrationDuration: 1,
      recordedFrom: 'manual',
      hasLiveNarrations: 0,
      isFamous: 0,
      downloads: 0,
    });
    expect(() =>
      routeSchema.parse({ id: 'r1', userId: 'u1', name: 'x', recordedFrom: 'radio', createdAt: now, updatedAt: now }),
    ).toThrow();
  });

  it('reads a point of interest whose description arrives as info or details', () => {
    expect(
      pointOfInterestSchema.parse({ name: 'Ferry Building', latitude: 37.79, longitude: -122.39, info: 'Clock tower' })
        .description,
    ).toBe('Clock tower');
    expect(
      pointOfInterestSchema.parse({ name: 'Pier 39', latitude: 37.8, longitude: -122.41, details: 'Sea lions' })
        .description,
    ).toBe('Sea lions');
  });

  it('checks playable stops, shared tours and famous tours', () => {
    const stop = playableStopSchema.parse({
      id: 's',
      order: 0,
      location: { lat: 1, lng: 2 },
      theme: 'nature',
      narrationText: null,
      audioUrl: null,
    });
    expect(stop.photoUrls).toEqual([]);
    expect(sharedTourSchema.safeParse({ name: 'Road trip', waypoints: [{ lat: 91, lng: 0 }] }).success).toBe(false);
    expect(
      famousTourSchema.parse({ id: 'f', name: 'Route 66', stops: 12, shareCode: 'historic-route-66' }).highlights,
    ).toEqual([]);
  });

  it('fills slideshow, postcard and image-cache defaults', () => {
    expect(tourSlideshowSchema.parse({ routeId: 'r', userId: 'u', shareToken: 't', createdAt: now })).toMatchObject({
      viewCount: 0,
      isActive: 1,
    });
    const postcard = postcardImageSchema.parse({
      routeId: 'r',
      userId: 'u',
      imageUrl: '/x.png',
      tourSnapshot: { name: 'Tour' },
      shareCode: 'c',
      createdAt: now,
    });
    expect(postcard).toMatchObject({ stylePreset: 'modern', hasSelfie: 0, preserveFace: 1 });
    expect(aiImageCacheSchema.parse({ themeHash: 'h', imageUrl: '/i.png', createdAt: now }).style).toBe(
      'photorealistic',
    );
  });

  it('limits a postcard voice message to 150 characters', () => {
    expect(postcardRequestSchema.safeParse({ voiceMessage: 'x'.repeat(150) }).success).toBe(true);
    const long = postcardRequestSchema.safeParse({ voiceMessage: 'x'.repeat(151) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('voiceMessage must be at most 150 characters');
  });
});
