import { describe, expect, it } from 'vitest';
import { typoAllowance, typoDistance } from './typo-distance';

describe('typo distance', () => {
  it('counts edits, with a swap of neighbours as one', () => {
    expect(typoDistance('edinburgh', 'edinburgh', 2)).toBe(0);
    expect(typoDistance('edinbrugh', 'edinburgh', 2)).toBe(1);
    expect(typoDistance('barcelna', 'barcelona', 2)).toBe(1);
    expect(typoDistance('mardid', 'madrid', 2)).toBe(1);
    expect(typoDistance('lisbonn', 'lisbon', 2)).toBe(1);
    expect(typoDistance('kyoto', 'tokyo', 2)).toBe(3);
  });

  it('stops early once the limit is passed', () => {
    expect(typoDistance('amsterdam', 'rotterdam', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows no typo in short names, one in middling and two in long ones', () => {
    expect(typoAllowance(4)).toBe(0);
    expect(typoAllowance(6)).toBe(1);
    expect(typoAllowance(9)).toBe(2);
  });
});
