import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { LatLng } from '@roamcast/shared/logic/geo-distance';
import { useTrail } from './use-trail';

// About 11 m per 0.0001 degrees of latitude.
const at = (step: number) => ({ lat: 51.5 + step * 0.0001, lng: -0.12 });

describe('useTrail', () => {
  it('grows by positions more than 10 m apart and ignores smaller moves and lost fixes', () => {
    const { result, rerender } = renderHook(({ position }: { position: LatLng | null }) => useTrail(position), {
      initialProps: { position: null as LatLng | null },
    });
    expect(result.current).toEqual([]);
    rerender({ position: at(0) });
    rerender({ position: { lat: at(0).lat + 0.00003, lng: -0.12 } }); // about 3 m
    rerender({ position: null });
    rerender({ position: at(1) });
    expect(result.current).toEqual([at(0), at(1)]);
  });

  it('keeps the latest 100 points', () => {
    const { result, rerender } = renderHook(({ position }: { position: LatLng }) => useTrail(position), {
      initialProps: { position: at(0) },
    });
    for (let step = 1; step < 105; step += 1) rerender({ position: at(step) });
    expect(result.current).toHaveLength(100);
    expect(result.current[0]).toEqual(at(5));
  });
});
