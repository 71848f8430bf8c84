import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { rememberStop, takeStoredStop } from './use-resume-stop';

describe('the stored last tour and stop', () => {
  it('resumes at the stored stop of the same tour, once', () => {
    rememberStop('route-1', 2);
    expect(takeStoredStop('route-1', 3)).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.lastTour)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastStop)).toBeNull();
    expect(takeStoredStop('route-1', 3)).toBeNull();
  });

  it('ignores another tour or an index out of range, and clears the pair anyway', () => {
    rememberStop('route-1', 1);
    expect(takeStoredStop('route-2', 3)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastTour)).toBeNull();
    rememberStop('route-1', 5);
    expect(takeStoredStop('route-1', 3)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.lastTour, 'route-1');
    localStorage.setItem(STORAGE_KEYS.lastStop, 'two');
    expect(takeStoredStop('route-1', 3)).toBeNull();
  });
});
