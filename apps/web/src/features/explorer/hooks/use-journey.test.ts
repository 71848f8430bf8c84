import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { addJourneyStop, EMPTY_JOURNEY, parseJourney, useJourney } from './use-journey';

const KEY = 'active-journey';

afterEach(() => sessionStorage.clear());

describe('journey rules (SPEC §4)', () => {
  it('starts recording on the first narration and adds each id once', () => {
    const first = addJourneyStop(EMPTY_JOURNEY, 'n-1', 1000);
    expect(first).toEqual({ isRecording: true, narrationIds: ['n-1'], startedAt: 1000 });
    const second = addJourneyStop(first, 'n-2', 2000);
    expect(second).toEqual({ isRecording: true, narrationIds: ['n-1', 'n-2'], startedAt: 1000 });
    expect(addJourneyStop(second, 'n-1', 3000)).toBe(second);
  });

  it('reads damaged or empty stored values as no journey', () => {
    expect(parseJourney('{oops')).toEqual(EMPTY_JOURNEY);
    expect(parseJourney(JSON.stringify({ isRecording: true, narrationIds: [] }))).toEqual(EMPTY_JOURNEY);
    expect(parseJourney(JSON.stringify({ isRecording: true, narrationIds: ['a', 'a', 7, 'b'], startedAt: 5 }))).toEqual(
      { isRecording: true, narrationIds: ['a', 'b'], startedAt: 5 },
    );
  });
});

describe('useJourney', () => {
  it('records, keeps the journey in session storage, and clears it', () => {
    const { result } = renderHook(() => useJourney());
    expect(result.current).toMatchObject({ isRecording: false, stopCount: 0, canSave: false });

    act(() => result.current.record('n-1'));
    expect(result.current).toMatchObject({ isRecording: true, narrationIds: ['n-1'], canSave: false });
    act(() => result.current.record('n-1'));
    act(() => result.current.record('n-2'));
    expect(result.current).toMatchObject({ narrationIds: ['n-1', 'n-2'], stopCount: 2, canSave: true });

    const stored = JSON.parse(sessionStorage.getItem(KEY)!);
    expect(stored).toMatchObject({ isRecording: true, narrationIds: ['n-1', 'n-2'] });
    expect(typeof stored.startedAt).toBe('number');
    expect(localStorage.getItem(KEY)).toBeNull();

    act(() => result.current.clear());
    expect(result.current).toMatchObject({ isRecording: false, narrationIds: [], startedAt: null, stopCount: 0 });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('picks up a journey left from before a reload', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ isRecording: true, narrationIds: ['n-7', 'n-8'], startedAt: 42 }));
    const { result } = renderHook(() => useJourney());
    expect(result.current).toMatchObject({ isRecording: true, narrationIds: ['n-7', 'n-8'], startedAt: 42 });
    act(() => result.current.record('n-9'));
    expect(result.current.narrationIds).toEqual(['n-7', 'n-8', 'n-9']);
  });

  it('keeps every user of the hook in step', () => {
    const recorder = renderHook(() => useJourney());
    const indicator = renderHook(() => useJourney());
    act(() => recorder.result.current.record('n-1'));
    expect(indicator.result.current.stopCount).toBe(1);
  });
});
