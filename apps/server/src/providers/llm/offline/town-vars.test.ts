import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Town } from '../../knowledge/towns/town-schema';
import { LANDMARK_BANKS, TOWN_BANKS } from './lang/packs';
import { townVars, withTitle } from './town-vars';

describe('withTitle', () => {
  it('says what a person is remembered as', () => {
    expect(withTitle('the king {name}', 'Helü of Wu')).toBe('the king Helü of Wu');
    expect(withTitle('国王{name}', '阖闾')).toBe('国王阖闾');
    expect(withTitle('국왕 {name}', '합려')).toBe('국왕 합려');
  });

  it('does not say the title twice when the name already carries it, with or without spaces', () => {
    expect(withTitle('the emperor {name}', 'Emperor Kanmu')).toBe('Emperor Kanmu');
    expect(withTitle('国王{name}', '吴王阖闾')).toBe('吴王阖闾');
    expect(withTitle('女王{name}', '卑弥呼女王')).toBe('卑弥呼女王');
  });
});

describe('a nature name known only in English', () => {
  const town = (en: string, feature: 'lake' | 'mountain' | 'river' = 'lake'): Town => ({
    geonameId: 1,
    name: 'Galați',
    country: 'RO',
    facts: [{ kind: 'nature', feature, name: { en }, src: 'wikipedia:Galați' }],
  });
  const nameOf = (t: Town, language: LanguageCode) =>
    townVars(t, language, TOWN_BANKS[language], LANDMARK_BANKS[language])[0]?.vars.name;

  it('leaves the English feature word out in another Latin-script language, whose sentence names the feature', () => {
    expect(nameOf(town('Lake Brateș'), 'de')).toBe('Brateș');
    expect(nameOf(town('Mount Tarawera', 'mountain'), 'fr')).toBe('Tarawera');
    expect(nameOf(town('Lake Brateș'), 'en')).toBe('Lake Brateș');
  });

  it('keeps a name whose English word is part of the name, and says nothing in a script the name lacks', () => {
    expect(nameOf(town('Table Mountain', 'mountain'), 'es')).toBe('Table Mountain');
    expect(nameOf(town('Lake Brateș'), 'ja')).toBeUndefined();
  });
});
