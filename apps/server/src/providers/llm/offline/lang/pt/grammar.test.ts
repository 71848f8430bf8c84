import { describe, expect, it } from 'vitest';
import { tidy } from '../../tidy-sentence';
import { grammar } from './grammar';

describe('Portuguese town names said with their article', () => {
  it.each<[string, string, string]>([
    ['Cidade do México', 'Você está em {town}.', 'Você está na Cidade do México.'],
    ['Cidade do Cabo', 'A história de {town} continua.', 'A história da Cidade do Cabo continua.'],
    ['Cairo', 'Vamos a {town}.', 'Vamos ao Cairo.'],
    ['Lisboa', 'Você está em {town}.', 'Você está em Lisboa.'],
  ])('%s', (name, template, said) => {
    const town = grammar.lexicon.placeName!(name);
    expect(tidy(template.replace('{town}', town), 'pt')).toBe(said);
  });
});
