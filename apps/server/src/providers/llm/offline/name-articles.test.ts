import { describe, expect, it } from 'vitest';
import { leadingArticle, openingArticle } from './name-articles';

const bare = (name: string, language: Parameters<typeof leadingArticle>[0]) =>
  name.replace(leadingArticle(language) ?? /^$/u, '');

describe('name articles', () => {
  it("take a name's own article off, in the name's language only", () => {
    expect(bare('the Eiffel Tower', 'en')).toBe('Eiffel Tower');
    expect(bare('la tour Eiffel', 'fr')).toBe('tour Eiffel');
    expect(bare('l’Alhambra', 'fr')).toBe('Alhambra');
    expect(bare("l'Opera di Stato di Vienna", 'it')).toBe('Opera di Stato di Vienna');
    expect(bare('Il Colosseo', 'it')).toBe('Colosseo');
    expect(bare('das Brandenburger Tor', 'de')).toBe('Brandenburger Tor');
    // An English name that begins with another language's article keeps it.
    expect(bare('La Scala', 'en')).toBe('La Scala');
    expect(bare('Los Angeles City Hall', 'en')).toBe('Los Angeles City Hall');
    expect(bare('エッフェル塔', 'ja')).toBe('エッフェル塔');
  });

  it('find the article that opens a sentence, so it can take a capital', () => {
    expect('the Great Barrier Reef is vast'.replace(openingArticle('en')!, 'The')).toBe(
      'The Great Barrier Reef is vast',
    );
    expect('l’Alhambra domine'.match(openingArticle('fr')!)?.[0]).toBe('l');
    expect("l'Opera domina".match(openingArticle('it')!)?.[0]).toBe('l');
    expect(openingArticle('ja')).toBeUndefined();
  });
});
