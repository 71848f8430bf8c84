import { describe, expect, it } from 'vitest';
import { tidy } from '../../tidy-sentence';
import { grammar } from './grammar';

describe('Italian towns said with their article', () => {
  const said = (name: string) => grammar.lexicon.placeName!(name);

  it.each<[string, string, string]>([
    ['Il Cairo', 'La fama di {town} ha un nome.', 'La fama del Cairo ha un nome.'],
    ['Il Cairo', 'Chiedete cosa mangiare a {town}.', 'Chiedete cosa mangiare al Cairo.'],
    ["L'Avana", 'La storia di {town} continua.', 'La storia dell’Avana continua.'],
    ['L’Aquila', 'Benvenuti a {town}.', 'Benvenuti all’Aquila.'],
  ])('%s: %s', (name, template, text) => {
    expect(tidy(template.replace('{town}', said(name)), 'it')).toBe(text);
  });

  it('leaves other towns as written, a foreign article included', () => {
    expect(['Roma', 'La Paz', 'Le Havre', 'Los Angeles'].map(said)).toEqual([
      'Roma',
      'La Paz',
      'Le Havre',
      'Los Angeles',
    ]);
  });
});
