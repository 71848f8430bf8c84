import { describe, expect, it } from 'vitest';
import { recommendedTier, upgradePlans, upgradeUrl } from './upgrade';

describe('recommendedTier (SPEC §6)', () => {
  it('recommends Standard to a freemium user at the tour limit', () => {
    expect(recommendedTier('freemium', true)).toBe('standard');
  });

  it('recommends Premium otherwise', () => {
    expect(recommendedTier('freemium', false)).toBe('premium');
    expect(recommendedTier('standard', true)).toBe('premium');
    expect(recommendedTier('premium', false)).toBe('premium');
  });

  it("offers every paid plan above the user's own", () => {
    expect(upgradePlans('freemium')).toEqual(['standard', 'premium']);
    expect(upgradePlans('standard')).toEqual(['premium']);
    expect(upgradePlans('premium')).toEqual([]);
  });

  it('links to the default upgrade page with the plan', () => {
    expect(upgradeUrl('standard')).toBe('https://roamcast.app/upgrade?plan=standard');
  });

  it('links to the configured page with the plan and the user as reference, keeping its own query', () => {
    expect(upgradeUrl('premium', { base: 'https://buy.example.com/b/abc?prefilled=1', userId: 'u 1' })).toBe(
      'https://buy.example.com/b/abc?prefilled=1&plan=premium&client_reference_id=u+1',
    );
  });
});
