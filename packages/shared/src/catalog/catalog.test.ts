import { describe, expect, it } from 'vitest';
import { AUTO_CHANNEL_ROTATION, THEMES, getTheme, nextAutoChannelTheme, resolveThemeId } from './themes';
import { CREATOR_PRESETS, DEFAULT_CREATOR_THEME } from './creator-presets';
import { NARRATOR_VOICES, findNarratorVoice } from './voices';
import { TIERS } from './tiers';
import { LANGUAGES } from './languages';
import { POSTCARD_STYLES, DEFAULT_POSTCARD_STYLE } from './postcard-styles';

describe('theme catalogue', () => {
  it('has the 13 themes of SPEC §3 with presentation classes', () => {
    expect(THEMES).toHaveLength(13);
    for (const theme of THEMES) {
      expect(theme.overlayClass).toMatch(/from-/);
      expect(theme.accentClass).toMatch(/^bg-/);
    }
  });
  it('falls back to auto_channel for unknown ids', () => {
    expect(resolveThemeId('no_such_theme')).toBe('auto_channel');
    expect(resolveThemeId(undefined)).toBe('auto_channel');
    expect(getTheme('ghost_stories').name).toBe('Ghost Stories');
  });
  it('rotates through 13 themes including romantic_stories and wraps', () => {
    expect(AUTO_CHANNEL_ROTATION).toHaveLength(13);
    expect(AUTO_CHANNEL_ROTATION).toContain('romantic_stories');
    expect(nextAutoChannelTheme('fun_facts')).toBe('historical_facts');
    expect(nextAutoChannelTheme('community_events')).toBe('fun_facts');
    expect(nextAutoChannelTheme('auto_channel')).toBe('fun_facts');
  });
});

describe('other catalogues', () => {
  it('has 22 creator presets with food_culture among them', () => {
    expect(CREATOR_PRESETS).toHaveLength(22);
    expect(CREATOR_PRESETS.map((p) => p.id)).toContain(DEFAULT_CREATOR_THEME);
  });
  it('has 5 narrator voices, rachel first, each with two provider ids', () => {
    expect(NARRATOR_VOICES.map((v) => v.id)).toEqual(['rachel', 'adam', 'emily', 'marcus', 'sarah']);
    expect(findNarratorVoice('en-US-Studio-O').id).toBe('rachel');
    expect(findNarratorVoice('unknown').id).toBe('rachel');
    expect(new Set(NARRATOR_VOICES.map((v) => v.premiumVoiceId)).size).toBe(5);
  });
  it('has the tier limits and prices of SPEC §9', () => {
    expect([TIERS.freemium.toursLimit, TIERS.standard.toursLimit, TIERS.premium.toursLimit]).toEqual([3, 10, 30]);
    expect([TIERS.freemium.postcardsLimit, TIERS.standard.postcardsLimit, TIERS.premium.postcardsLimit]).toEqual([
      0,
      3,
      null,
    ]);
    expect(TIERS.standard.priceMonthlyUsd).toBe(9.99);
    expect(TIERS.premium.priceMonthlyUsd).toBe(15.99);
  });
  it('has 10 languages with Arabic right to left', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh', 'ko', 'ar']);
    expect(LANGUAGES.find((l) => l.code === 'ar')!.dir).toBe('rtl');
  });
  it('has 7 postcard styles with modern the default', () => {
    expect(POSTCARD_STYLES).toHaveLength(7);
    expect(DEFAULT_POSTCARD_STYLE).toBe('modern');
  });
});
