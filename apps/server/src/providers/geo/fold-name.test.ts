import { describe, expect, it } from 'vitest';
import { foldName } from './fold-name';

describe('foldName', () => {
  it('drops case, accents and punctuation', () => {
    expect(foldName('São Paulo')).toBe('sao paulo');
    expect(foldName('Île-de-France')).toBe('ile de france');
    expect(foldName('Washington, D.C.')).toBe('washington dc');
    expect(foldName('  Xi’an ')).toBe('xian');
    expect(foldName('Köln')).toBe(foldName('KOLN'));
  });

  it('spells out letters that have no accent to drop', () => {
    expect(foldName('Straße')).toBe('strasse');
    expect(foldName('Łódź')).toBe('lodz');
    expect(foldName('Tromsø')).toBe('tromso');
  });

  it('keeps kana, hangul and Arabic as written', () => {
    expect(foldName('ガーデン')).toBe('ガーデン');
    expect(foldName('서울')).toBe('서울');
    expect(foldName('القاهرة')).toBe('القاهرة');
  });
});
