import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';
import { NARRATOR_VOICES } from '@roamcast/shared/catalog/voices';
import { NARRATOR_RATES, resolveEspeakSettings } from './espeak-voice';

const base = { language: 'en', voice: 'rachel', speed: 1, volume: 1 } as const;

describe('resolveEspeakSettings', () => {
  it('gives every language its own espeak voice, Chinese as Mandarin', () => {
    const voices = LANGUAGE_CODES.map((language) => resolveEspeakSettings({ ...base, language }).voice.split('+')[0]);
    expect(new Set(voices).size).toBe(LANGUAGE_CODES.length);
    expect(resolveEspeakSettings({ ...base, language: 'zh' }).voice).toBe('cmn+f3');
  });

  it('gives each narrator a distinct variant and pitch, female or male as the catalogue says', () => {
    const settings = NARRATOR_VOICES.map((n) => ({ narrator: n, ...resolveEspeakSettings({ ...base, voice: n.id }) }));
    expect(new Set(settings.map((s) => `${s.voice}/${s.pitch}`)).size).toBe(NARRATOR_VOICES.length);
    for (const s of settings) expect(s.voice).toMatch(s.narrator.gender === 'female' ? /\+f\d$/ : /\+m\d$/);
  });

  it('accepts provider voice ids for a narrator', () => {
    expect(resolveEspeakSettings({ ...base, voice: 'pNInz6obpgDQGcFmaJgB' }).voice).toBe('en-us+m4');
  });

  it('scales rate by speed within espeak limits and clamps volume', () => {
    expect(resolveEspeakSettings({ ...base, speed: 1 }).rate).toBe(NARRATOR_RATES.en);
    expect(resolveEspeakSettings({ ...base, speed: 1.5 }).rate).toBe(Math.round(NARRATOR_RATES.en * 1.5));
    // Each language at its own pace: Korean's voice is slower than English's at the same nominal rate.
    expect(resolveEspeakSettings({ ...base, language: 'ko' }).rate).toBe(NARRATOR_RATES.ko);
    expect(NARRATOR_RATES.ko).toBeGreaterThan(NARRATOR_RATES.en);
    expect(resolveEspeakSettings({ ...base, speed: 0.1 }).rate).toBe(80);
    expect(resolveEspeakSettings({ ...base, volume: 3 }).gain).toBe(1);
    expect(resolveEspeakSettings({ ...base, volume: 0.3 }).gain).toBe(0.3);
  });
});
