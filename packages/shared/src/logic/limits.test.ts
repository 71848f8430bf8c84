import { describe, expect, it } from 'vitest';
import { isLimitReached, nextMonthlyReset, usagePercent } from './limits';

describe('usagePercent', () => {
  it('clamps to 0-100', () => {
    expect(usagePercent(0, 3)).toBe(0);
    expect(usagePercent(2, 4)).toBe(50);
    expect(usagePercent(5, 3)).toBe(100);
    expect(usagePercent(-1, 3)).toBe(0);
  });
  it('shows nothing for unlimited, full for a zero limit in use', () => {
    expect(usagePercent(7, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(1, 0)).toBe(100);
  });
});

describe('isLimitReached', () => {
  it('is reached at current >= limit and never for null', () => {
    expect(isLimitReached(2, 3)).toBe(false);
    expect(isLimitReached(3, 3)).toBe(true);
    expect(isLimitReached(0, 0)).toBe(true);
    expect(isLimitReached(1000, null)).toBe(false);
  });
});

describe('nextMonthlyReset', () => {
  it('is the first of next month, across years', () => {
    expect(nextMonthlyReset(new Date('2026-11-21T10:00:00Z'))).toBe('2026-12-01');
    expect(nextMonthlyReset(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
