import { describe, expect, it } from 'vitest';
import { bare, genitive, grammar } from './grammar';

describe('German names said bare', () => {
  it.each<[string, string]>([
    ['der Rhein', 'Rhein'],
    ['die Wolga', 'Wolga'],
    ['der Große Brand von Baltimore', 'Großer Brand von Baltimore'],
    ['das Rote Meer', 'Rotes Meer'],
    ['das Internationale Filmfestival Karlovy Vary', 'Internationales Filmfestival Karlovy Vary'],
    ['der weiße Hirsch', 'weißer Hirsch'],
    ['die Heiligen Drei Könige', 'Heilige Drei Könige'],
    ['die schwimmenden Inseln der Uros', 'schwimmende Inseln der Uros'],
    ['die Ukrainische Sozialistische Sowjetrepublik', 'Ukrainische Sozialistische Sowjetrepublik'],
    // Nouns that end like adjectives, and a name's own "Eerste", keep their form.
    ['die Propheten Hud und Salih', 'Propheten Hud und Salih'],
    ['der Eerste River', 'Eerste River'],
    ['der Käse aus Taiz', 'Käse aus Taiz'],
    ['Mexiko', 'Mexiko'],
    ['Der Meistertrunk', 'Der Meistertrunk'],
  ])('%s -> %s', (name, said) => {
    expect(bare(name)).toBe(said);
  });

  it('says a name that opens a sentence bare, capitalised', () => {
    expect(grammar.forms.Bare!('Der Shanhai-Pass', { countryCode: 'CN' })).toBe('Shanhai-Pass');
  });
});

describe('the state a town was capital of, in the genitive', () => {
  it.each<[string, string]>([
    ['das Königreich Ungarn', 'des Königreichs Ungarn'],
    ['die Slowakei', 'der Slowakei'],
    ['das Osmanische Reich', 'des Osmanischen Reiches'],
    ['der Russische Staat', 'des Russischen Staates'],
    ['der Staat Saurashtra', 'des Staates Saurashtra'],
    ['das Kamakura-Shogunat', 'des Kamakura-Shogunats'],
    ['die Innere Mongolei', 'der Inneren Mongolei'],
    ['die Vereinigten Staaten', 'der Vereinigten Staaten'],
    ['die Safawiden', 'der Safawiden'],
    ['die Kronkolonie Nord-Borneo', 'der Kronkolonie Nord-Borneo'],
    ['das Königreich des Zamorin von Calicut', 'des Königreichs des Zamorin von Calicut'],
    ['Mexiko', 'von Mexiko'],
    ['Baden-Württemberg', 'von Baden-Württemberg'],
  ])('%s -> %s', (name, said) => {
    expect(genitive(name)).toBe(said);
  });
});
