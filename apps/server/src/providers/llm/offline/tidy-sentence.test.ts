import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { capitalised, tidy, tidyRendered } from './tidy-sentence';

describe('tidyRendered', () => {
  it.each<[LanguageCode, string, string]>([
    [
      'en',
      'Welcome to Kampala, in the region of Central Region, Uganda.',
      'Welcome to Kampala, in Central Region, Uganda.',
    ],
    [
      'fr',
      'Bienvenue à Gand, dans la région de Région flamande, en Belgique.',
      'Bienvenue à Gand, dans la Région flamande, en Belgique.',
    ],
    [
      'es',
      'Bienvenido a Ankara, en plena región de Provincia de Ankara, Turquía.',
      'Bienvenido a Ankara, en plena Provincia de Ankara, Turquía.',
    ],
    [
      'de',
      'Willkommen in Accra, in der Region Greater Accra Region, Ghana.',
      'Willkommen in Accra, in der Greater Accra Region, Ghana.',
    ],
    ['it', 'Sei a Gand, nella regione di Regione Fiamminga.', 'Sei a Gand, nella Regione Fiamminga.'],
    ['pt', 'Você está em Gante, na região da Região Flamenga.', 'Você está em Gante, na Região Flamenga.'],
  ])('%s: leaves out the region word before a region whose own name says it', (language, text, tidied) => {
    expect(tidyRendered(text, language)).toBe(tidied);
  });

  it.each<[LanguageCode, string]>([
    ['en', 'Welcome to Lyon, in the region of Auvergne-Rhône-Alpes, France.'],
    ['de', 'Willkommen in Bonn, in der Region Nordrhein-Westfalen.'],
  ])('%s: keeps the region word before an ordinary region name', (language, text) => {
    expect(tidyRendered(text, language)).toBe(text);
  });

  it('says a fair named by its number without "the"', () => {
    expect(tidyRendered('In 2012, Yeosu hosted the Expo 2012 Yeosu Korea.', 'en')).toBe(
      'In 2012, Yeosu hosted Expo 2012 Yeosu Korea.',
    );
    expect(tidyRendered('The Expo ’70 was held here, then the World Expo 88.', 'en')).toBe(
      'Expo ’70 was held here, then World Expo 88.',
    );
    expect(tidyRendered('the Expo grounds', 'en')).toBe('the Expo grounds');
  });

  it('elides the Italian article before a number read with a vowel', () => {
    expect(tidyRendered('intorno al 8 aprile e al 11 agosto, dal 800', 'it')).toBe(
      'intorno all’8 aprile e all’11 agosto, dall’800',
    );
  });
});

describe('tidy in French', () => {
  it('elides de and que before a name that opens with a vowel, macrons and diaereses included', () => {
    expect(tidy('Voilà le passé de Ōtsu, plus ancien que Ōsaka.', 'fr')).toBe(
      'Voilà le passé d’Ōtsu, plus ancien qu’Ōsaka.',
    );
    expect(tidy('Le nom de Ürümqi et celui de Īsh.', 'fr')).toBe('Le nom d’Ürümqi et celui d’Īsh.');
    expect(tidy('Le passé de Yokohama et de Hanoï.', 'fr')).toBe('Le passé de Yokohama et de Hanoï.');
    expect(tidy('Les restes de Yves Saint Laurent, près de Ypres et de Yaoundé.', 'fr')).toBe(
      'Les restes d’Yves Saint Laurent, près d’Ypres et de Yaoundé.',
    );
  });

  it('contracts de and à with the article a name is said with', () => {
    expect(tidy('La capitale de le royaume de Hongrie, au bord de le Danube.', 'fr')).toBe(
      'La capitale du royaume de Hongrie, au bord du Danube.',
    );
    expect(tidy('Le nom de la ville est lié à les cerisiers et à le jacaranda.', 'fr')).toBe(
      'Le nom de la ville est lié aux cerisiers et au jacaranda.',
    );
    expect(tidy('On dit que la créature de la légende, le Golem, hante les lieux.', 'fr')).toBe(
      'On dit que la créature de la légende, le Golem, hante les lieux.',
    );
  });

  it('says "ce sont" before a plural name, not "c’est"', () => {
    expect(tidy('La fête à connaître à Valence, c’est les Fallas.', 'fr')).toBe(
      'La fête à connaître à Valence, ce sont les Fallas.',
    );
    expect(tidy('C’est les Rencontres d’Arles qui ouvrent l’été ; c’est le Rhône qui passe ici.', 'fr')).toBe(
      'Ce sont les Rencontres d’Arles qui ouvrent l’été ; c’est le Rhône qui passe ici.',
    );
  });

  it("writes a name's straight apostrophe as the typographic one the rest of the sentence uses", () => {
    expect(tidy("La façade de l'Opéra et le parvis de Notre-Dame d'Amiens.", 'fr')).toBe(
      'La façade de l’Opéra et le parvis de Notre-Dame d’Amiens.',
    );
  });
});

describe('tidy in Italian', () => {
  it('contracts a preposition with an article a name writes with a straight apostrophe', () => {
    expect(tidy("I lavori di l'Opera di Stato di Vienna durarono otto anni.", 'it')).toBe(
      'I lavori dell’Opera di Stato di Vienna durarono otto anni.',
    );
    expect(tidy("Vicino a l'Hofburg e in l'Opera.", 'it')).toBe('Vicino all’Hofburg e nell’Opera.');
  });

  it('contracts a preposition with the article of a name, but not inside a Spanish name', () => {
    expect(tidy('Arriverai a la Nova Esquerra de l’Eixample.', 'it')).toBe(
      'Arriverai alla Nova Esquerra de l’Eixample.',
    );
    expect(tidy('Madrid ha un piatto da non perdere: Callos a la madrileña.', 'it')).toBe(
      'Madrid ha un piatto da non perdere: Callos a la madrileña.',
    );
  });
});

describe('a slot that opens a sentence with its article', () => {
  it.each<[LanguageCode, string, string]>([
    [
      'en',
      'the Great Barrier Reef is about 2,300 kilometers long.',
      'The Great Barrier Reef is about 2,300 kilometers long.',
    ],
    [
      'fr',
      'la Grande Barrière de corail se trouve en Australie.',
      'La Grande Barrière de corail se trouve en Australie.',
    ],
    ['ja', 'グレート・バリア・リーフです。', 'グレート・バリア・リーフです。'],
    ['en', 'sfchronicle.com reports a new ferry.', 'sfchronicle.com reports a new ferry.'],
    ['it', 'l’Alhambra domina Granada.', 'L’Alhambra domina Granada.'],
  ])('%s: is capitalised', (language, text, tidied) => {
    expect(capitalised(text, language)).toBe(tidied);
  });

  it.each<[string, string]>([
    ['Siamo in la Grande barriera corallina.', 'Siamo nella Grande barriera corallina.'],
    ['La luce su la Grande barriera corallina.', 'La luce sulla Grande barriera corallina.'],
    ['A 14 chilometri da la Grande barriera corallina.', 'A 14 chilometri dalla Grande barriera corallina.'],
    ['Benvenuti in l’Alhambra.', 'Benvenuti nell’Alhambra.'],
    ['Salite su le colline Margalla e su i monti Aravalli.', 'Salite sulle colline Margalla e sui monti Aravalli.'],
    ['Una leggenda su gli Urali e su lo Yemen.', 'Una leggenda sugli Urali e sullo Yemen.'],
    ['Lontano da lo Utah, da i Ghati e da gli Urali.', 'Lontano dallo Utah, dai Ghati e dagli Urali.'],
    ['A due passi da le cascate, in i giardini di Babur.', 'A due passi dalle cascate, nei giardini di Babur.'],
  ])('it: runs "in", "su" and "da" into the article (%s)', (text, tidied) => {
    expect(tidy(text, 'it')).toBe(tidied);
  });
});

describe('tidy in Spanish', () => {
  it.each<[string, string]>([
    ['La fama de Viena va unida a el vals vienés.', 'La fama de Viena va unida al vals vienés.'],
    ['Sube a el Ávila y mira la historia de el Danubio.', 'Sube al Ávila y mira la historia del Danubio.'],
    [
      'La leyenda de el Gólem y la capital de la dinastía Ming.',
      'La leyenda del Gólem y la capital de la dinastía Ming.',
    ],
    // An article that is part of a town's own name is written whole: "de El Cairo", "a El Paso".
    ['La historia de El Cairo llega a El Paso.', 'La historia de El Cairo llega a El Paso.'],
  ])('runs "de" and "a" into a name’s own article (%s)', (text, tidied) => {
    expect(tidy(text, 'es')).toBe(tidied);
  });
});

describe('tidy in Portuguese', () => {
  it.each<[string, string]>([
    ['Em o Porto nasceu o Infante D. Henrique.', 'No Porto nasceu o Infante D. Henrique.'],
    ['A história de o Cairo continua.', 'A história do Cairo continua.'],
    ['Passamos por o Porto e por a Haia.', 'Passamos pelo Porto e pela Haia.'],
    ['Quem pensa em tecidos pensa em os charutos havanos.', 'Quem pensa em tecidos pensa nos charutos havanos.'],
    ['A fama vem de as pérolas e assenta em as margens.', 'A fama vem das pérolas e assenta nas margens.'],
    ['A cidade foi fundada por os Reis Magos e por as fadas.', 'A cidade foi fundada pelos Reis Magos e pelas fadas.'],
  ])('runs a preposition into a town’s article (%s)', (text, tidied) => {
    expect(tidy(text, 'pt')).toBe(tidied);
  });
});

describe('tidy in German', () => {
  it('runs "von dem" and "von das" into "vom"', () => {
    expect(tidy('Die Geschichte von das Königreich und von dem Rhein.', 'de')).toBe(
      'Die Geschichte vom Königreich und vom Rhein.',
    );
  });

  // A name said bare after "als" or "heißt" is the bank's {name|bare}; the sentence's own words keep their article.
  it.each([
    'Ein Ort ist mehr als die Summe seiner Fakten.',
    'Vielerorts folgt das Abendessen eher dem Licht als der Uhr.',
    'Der Breitenkreis ist kürzer als der Äquator.',
    'Es war 1536, als die Stadt unter dem Namen Pressburg neu erstand.',
  ])('leaves an article the sentence itself says after "als" (%s)', (text) => {
    expect(tidy(text, 'de')).toBe(text);
  });
});
