import { describe, expect, it } from 'vitest';
import { markHeard, metersBetween, onFix, onStoryEnded, reachMeters, startPocket, stopAt } from './pocket-arrivals';

// Three stops 300 m apart along a meridian in Lisbon (1 m of latitude is 1/111,320 degree).
const north = (meters: number) => 38.69 + meters / 111_320;
const STOPS = [0, 300, 600].map((meters) => ({ lat: north(meters), lng: -9.2 }));
const at = (meters: number, accuracy = 5) => ({ lat: north(meters), lng: -9.2, accuracy });

describe('a stop’s reach', () => {
  it('is at least 50 m and widens with a poorer fix, up to 50 m more', () => {
    expect(reachMeters(0)).toBeGreaterThanOrEqual(50);
    expect(reachMeters(30)).toBeCloseTo(reachMeters(0) + 30);
    expect(reachMeters(500)).toBeCloseTo(reachMeters(0) + 50);
    expect(metersBetween(STOPS[0]!, STOPS[1]!)).toBeCloseTo(300, 0);
  });

  it('counts a stop reached within 50 m, not at 80 m with a good fix, but at 80 m with a poor one', () => {
    expect(stopAt(at(300 + 45), STOPS, null)).toBe(1);
    expect(stopAt(at(300 + 80, 5), STOPS, null)).toBeNull();
    expect(stopAt(at(300 + 80, 40), STOPS, null)).toBe(1);
  });
});

describe('hysteresis', () => {
  it('keeps a reached stop while the fix jitters just past its edge, and lets it go beyond', () => {
    const edge = reachMeters(5);
    expect(stopAt(at(300 + edge + 10), STOPS, 1)).toBe(1);
    expect(stopAt(at(300 + edge + 10), STOPS, null)).toBeNull();
    expect(stopAt(at(300 + edge + 40), STOPS, 1)).toBeNull();
  });

  it('hands over to another stop only when it is clearly nearer', () => {
    const close = [STOPS[0]!, { lat: north(70), lng: -9.2 }];
    expect(stopAt(at(40, 30), close, 0)).toBe(0); // 40 m from the first, 30 m from the second
    expect(stopAt(at(65, 30), close, 0)).toBe(1); // 65 m against 5 m
  });
});

describe('pocket mode', () => {
  it('plays a stop once on arriving, and never again by walking back', () => {
    let state = startPocket();
    let fix = onFix(state, at(600), STOPS, false);
    expect(fix.play).toBe(2);
    state = fix.state;
    for (const meters of [610, 450, 590, 300]) {
      fix = onFix(state, at(meters), STOPS, false);
      state = fix.state;
      if (meters === 300) expect(fix.play).toBe(1);
      else expect(fix.play).toBeNull();
    }
    fix = onFix(state, at(600), STOPS, false);
    expect(fix.play).toBeNull();
  });

  it('lets a stop reached during a story wait for its end instead of cutting it', () => {
    const fix = onFix(startPocket(), at(300), STOPS, true);
    expect(fix.play).toBeNull();
    expect(fix.state.waiting).toBe(1);
    const ended = onStoryEnded(fix.state);
    expect(ended.play).toBe(1);
    expect(ended.state.waiting).toBeNull();
    expect(onStoryEnded(ended.state).play).toBeNull();
  });

  it('does not play a stop by walking once the traveller played it themselves', () => {
    const state = markHeard(startPocket(), 2);
    expect(onFix(state, at(600), STOPS, false).play).toBeNull();
    const waiting = onFix(startPocket(), at(600), STOPS, true).state;
    expect(onStoryEnded(markHeard(waiting, 2)).play).toBeNull();
  });
});
