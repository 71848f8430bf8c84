import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { loadLandmarks } from '../../knowledge/landmarks/load-landmarks';
import { landmarksWithLegends } from '../../knowledge/landmarks/nearest-landmark';
import { loadTowns, townOf } from '../../knowledge/towns/load-towns';
import { composeNarration } from './compose-narration';

/**
 * Issue 20: "A ghost or legend theme at a place with no recorded legend tells the nearest recorded
 * one ... and says so in one short sentence."
 */
const geocoder = createOfflineGeocoder();
const DATE = new Date('2026-10-31T20:00:00Z');

async function ghostStoryAt(lat: number, lng: number, language: LanguageCode, theme = 'ghost_stories' as const) {
  const facts = attachLandmark((await geocoder.reverse(lat, lng, language))!);
  const story = composeNarration({ facts, theme, language, targetWords: 150, seed: 5, date: DATE });
  return { facts, story };
}

/** Whether anything the story already tells (the landmark, those around, the town) has a legend. */
function hasOwnLegend(facts: Awaited<ReturnType<typeof ghostStoryAt>>['facts']): boolean {
  const legend = (facts_: { kind: string }[]) => facts_.some((fact) => fact.kind === 'legend');
  const town = townOf(facts);
  return (
    legend(facts.landmark?.landmark.facts ?? []) ||
    (facts.nearby ?? []).some((hit) => legend(hit.landmark.facts)) ||
    legend(town?.facts ?? [])
  );
}

describe('the nearest told story', () => {
  it('is told, with how far and which way, wherever the place has none of its own', async () => {
    void loadTowns();
    // Landmarks of the pack with no legend of their own but one within reach: a spread of them.
    const candidates = loadLandmarks().landmarks.filter(
      (l) =>
        !l.listing &&
        l.names.en &&
        l.city &&
        !l.facts.some((fact) => fact.kind === 'legend') &&
        landmarksWithLegends(l.lat, l.lng, 'en', new Set([l.id])).length > 0,
    );
    const step = Math.max(1, Math.floor(candidates.length / 40));
    let checked = 0;
    for (let i = 0; i < candidates.length && checked < 12; i += step) {
      const landmark = candidates[i]!;
      const { facts, story } = await ghostStoryAt(landmark.lat, landmark.lng, 'en');
      if (hasOwnLegend(facts)) continue;
      const told = new Set([facts.landmark?.landmark.id ?? '', ...(facts.nearby ?? []).map((hit) => hit.landmark.id)]);
      const nearest = landmarksWithLegends(facts.lat, facts.lng, 'en', told)[0];
      if (!nearest) continue;
      checked += 1;
      const name = nearest.landmark.names.en!.replace(/^the /u, '');
      expect(story.text, landmark.id).toContain(name);
      expect(story.text).toMatch(/(kilometers|meters) to the (north|south|east|west)/u);
      expect(story.text).toMatch(/nearest one on record|but one is told about/u);
      // Its legend is told as told, and its source is listed.
      expect(story.text).toMatch(
        /The story goes|People say|people say|Legend has it|People tell|People speak|[Vv]isitors/u,
      );
      expect(story.sources.join('\n')).toContain(`(${nearest.landmark.id})`);
      // And not "my notes hold no legend" as well.
      expect(story.text).not.toContain('and I will not invent one');
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('is said in the listener’s language and script', async () => {
    // Kyoto's centre has no legend on record; Osaka Tenmangū's is told about 40 km away.
    const { story } = await ghostStoryAt(35.0116, 135.7681, 'ja');
    expect(story.text).toMatch(/キロメートル/u);
    expect(story.text).toContain('大阪天満宮');
    expect(story.text).not.toMatch(/[A-Za-z]{4,}/u);
  });

  it('is not reached for when the place tells its own', async () => {
    // The City of London: the town pack holds the ghost of Anne Boleyn at the Tower.
    const { story } = await ghostStoryAt(51.515, -0.09, 'en');
    expect(story.text).not.toMatch(/nearest one on record|but one is told about/u);
  });
});
