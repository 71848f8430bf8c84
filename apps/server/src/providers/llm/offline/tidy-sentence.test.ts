import { describe, expect, it } from 'vitest';
import { tidyRendered } from './tidy-sentence';

describe('tidyRendered', () => {
  it('leaves out "the region of" before a region whose own name says it, in each language', () => {
    expect(tidyRendered('Welcome to Kampala, in the region of Central Region, Uganda.', 'en')).toBe(
      'Welcome to Kampala, in Central Region, Uganda.',
    );
    expect(tidyRendered('Bienvenue à Gand, dans la région de Région flamande, en Belgique.', 'fr')).toBe(
      'Bienvenue à Gand, dans la Région flamande, en Belgique.',
    );
    expect(tidyRendered('Bienvenido a Ankara, en plena región de Provincia de Ankara, Turquía.', 'es')).toBe(
      'Bienvenido a Ankara, en plena Provincia de Ankara, Turquía.',
    );
    expect(tidyRendered('Willkommen in Accra, in der Region Greater Accra Region, Ghana.', 'de')).toBe(
      'Willkommen in Accra, in der Greater Accra Region, Ghana.',
    );
    expect(tidyRendered('Sei a Gand, nella regione di Regione Fiamminga.', 'it')).toBe(
      'Sei a Gand, nella Regione Fiamminga.',
    );
    expect(tidyRendered('Você está em Gante, na região da Região Flamenga.', 'pt')).toBe(
      'Você está em Gante, na Região Flamenga.',
    );
  });

  it('keeps "the region of" before an ordinary region name', () => {
    expect(tidyRendered('Welcome to Lyon, in the region of Auvergne-Rhône-Alpes, France.', 'en')).toBe(
      'Welcome to Lyon, in the region of Auvergne-Rhône-Alpes, France.',
    );
    expect(tidyRendered('Willkommen in Bonn, in der Region Nordrhein-Westfalen.', 'de')).toBe(
      'Willkommen in Bonn, in der Region Nordrhein-Westfalen.',
    );
  });

  it('elides the Italian article before a number read with a vowel', () => {
    expect(tidyRendered('intorno al 8 aprile e al 11 agosto, dal 800', 'it')).toBe(
      'intorno all’8 aprile e all’11 agosto, dall’800',
    );
  });
});
