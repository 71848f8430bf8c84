import { AUTO_CHANNEL_ROTATION, THEMES } from '@roamcast/shared/catalog/themes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlaceFacts } from '../../geo/place-facts';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { buildNarrationPrompt } from './narration-prompt';
import { THEME_GUIDANCE } from './theme-guidance';

let facts: PlaceFacts;
beforeAll(async () => {
  facts = (await createOfflineGeocoder().reverse(48.8584, 2.2945, 'fr'))!;
});

const NOW = new Date('2025-06-14T16:20:00Z');

describe('buildNarrationPrompt', () => {
  it('gives the model the place, its region, country and neighbours with distance and direction', () => {
    const { prompt } = buildNarrationPrompt(
      { facts, theme: 'historical_facts', language: 'fr', targetWords: 300 },
      NOW,
    );
    expect(prompt).toContain('in or near Paris (national capital); its centre is 4.0 km E');
    expect(prompt).toContain('Region: Île-de-France');
    expect(prompt).toContain('Country: France (FR)');
    const neighbour = facts.neighbours[0]!;
    expect(prompt).toContain(
      `- ${neighbour.name}; its centre is ${neighbour.distanceKm.toFixed(1)} km ${neighbour.bearing}`,
    );
    expect(prompt).toContain('Local time: Saturday, 14 June 2025 at 18:20 (Europe/Paris)');
  });

  it('names the theme with its guidance, the language and the length in words', () => {
    const { prompt, system, maxTokens } = buildNarrationPrompt(
      { facts, theme: 'architecture', language: 'fr', targetWords: 750 },
      NOW,
    );
    expect(prompt).toContain(`Theme, Architecture: ${THEME_GUIDANCE.architecture}`);
    expect(prompt).toContain('write entirely in French (Français)');
    expect(prompt).toContain('Length: about 750 words (about 5 minutes when spoken)');
    expect(prompt).toContain('[BEGIN NARRATION]');
    expect(system).toContain('[END NARRATION]');
    expect(system).toContain("Roamcast's narrator");
    expect(maxTokens).toBe(750 * 2 + 300);
  });

  it('counts Japanese and Chinese lengths in characters', () => {
    const ja = buildNarrationPrompt({ facts, theme: 'nature', language: 'ja', targetWords: 150 }, NOW).prompt;
    const zh = buildNarrationPrompt({ facts, theme: 'nature', language: 'zh', targetWords: 150 }, NOW).prompt;
    expect(ja).toContain('Length: about 350 Japanese characters (about 1 minute when spoken)');
    expect(zh).toContain('Length: about 250 Chinese characters');
    expect(zh).toContain('Simplified Chinese (Mandarin) (中文)');
  });

  it('has guidance for every theme a narration can be written in', () => {
    const themes = new Set([
      ...THEMES.map((t) => t.id).filter((id) => id !== 'auto_channel'),
      ...AUTO_CHANNEL_ROTATION,
    ]);
    expect(themes.size).toBe(13);
    for (const theme of themes) {
      const { prompt } = buildNarrationPrompt({ facts, theme: theme as never, language: 'en', targetWords: 150 }, NOW);
      expect(prompt).toContain(THEME_GUIDANCE[theme as keyof typeof THEME_GUIDANCE]);
    }
  });

  it('says live data is unavailable for the live themes when there is none', () => {
    for (const theme of ['weather', 'local_news', 'community_events'] as const) {
      const { prompt } = buildNarrationPrompt({ facts, theme, language: 'en', targetWords: 150 }, NOW);
      expect(prompt).toMatch(/Live (weather data|news|event listings) (is|are) unavailable right now/u);
    }
    const { prompt } = buildNarrationPrompt({ facts, theme: 'nature', language: 'en', targetWords: 150 }, NOW);
    expect(prompt).not.toContain('unavailable');
  });

  it('passes live weather, headlines, events and extracts with their sources', () => {
    const live: PlaceFacts = {
      ...facts,
      extracts: [
        { title: 'Tour Eiffel', text: 'Wrought-iron lattice tower completed in 1889.', source: 'Wikipedia (fr)' },
      ],
      weather: {
        temperatureC: 21.4,
        apparentTemperatureC: 20.6,
        weatherCode: 2,
        windKph: 11.2,
        precipitationMm: 0,
        daily: [{ date: '2025-06-15', minC: 14.2, maxC: 24.8, weatherCode: 61 }],
        source: 'Open-Meteo',
        observedAt: '2025-06-14T16:15:00Z',
      },
      headlines: [{ title: 'Seine swimming sites reopen', url: 'https://example.org/a', source: 'Le Parisien' }],
      events: [
        {
          title: 'Fête de la Musique',
          url: 'https://example.org/b',
          source: 'Paris.fr',
          startsAt: '2025-06-21',
          venue: 'Champ-de-Mars',
        },
      ],
    };
    const { prompt } = buildNarrationPrompt({ facts: live, theme: 'weather', language: 'en', targetWords: 150 }, NOW);
    expect(prompt).toContain('- Tour Eiffel: Wrought-iron lattice tower completed in 1889. (source: Wikipedia (fr))');
    expect(prompt).toContain(
      'Live weather (Open-Meteo, observed 2025-06-14T16:15:00Z): 21 °C, feels like 21 °C, partly cloudy, wind 11 km/h',
    );
    expect(prompt).toContain('- 2025-06-15: 14 to 25 °C, light rain');
    expect(prompt).toContain('- Seine swimming sites reopen (Le Parisien)');
    expect(prompt).toContain('- Fête de la Musique, Champ-de-Mars, 2025-06-21 (Paris.fr)');
    expect(prompt).not.toContain('unavailable');
  });

  it('briefs a deep dive on what the listener wants to learn, and a tour stop on its tour', () => {
    const deep = buildNarrationPrompt(
      {
        facts,
        theme: 'science_innovation',
        language: 'de',
        targetWords: 1000,
        experience: 'deep_dive',
        focus: 'How the tower was riveted',
      },
      NOW,
    );
    expect(deep.prompt).toContain('What the listener wants to learn: How the tower was riveted');
    expect(deep.system).toContain('deep-dive narrator');
    const stop = buildNarrationPrompt(
      {
        facts,
        theme: 'ghost_stories',
        language: 'es',
        targetWords: 150,
        experience: 'tour_stop',
        focus: 'Trocadéro gardens',
        tourName: 'Haunted Paris',
      },
      NOW,
    );
    expect(stop.prompt).toContain('one stop of the tour "Haunted Paris"');
    expect(stop.prompt).toContain('This stop: Trocadéro gardens');
    expect(stop.system).toContain('tour narrator');
    expect(
      new Set([
        deep.system,
        stop.system,
        buildNarrationPrompt({ facts, theme: 'nature', language: 'en', targetWords: 150 }).system,
      ]).size,
    ).toBe(3);
  });
});
