import { describe, expect, it } from 'vitest';
import { recommendedTier, upgradeUrl } from './upgrade';

describe('recommendedTier (SPEC §6)', () => {
  it('recommends Standard to a freemium user at the tour limit', () => {
    expect(recommendedTier('freemium', true)).toBe('standard');
  });

  it('recommends Premium otherwise', () => {
    expect(recommendedTier('freemium', false)).toBe('premium');
    expect(recommendedTier('standard', true)).toBe('premium');
    expect(recommendedTier('premium', false)).toBe('premium');
  });

  it('links to the upgrade page with the plan', () => {
    expect(upgradeUrl('standard')).toBe('https://roamcast.app/upgrade?plan=standard');
  });
});
