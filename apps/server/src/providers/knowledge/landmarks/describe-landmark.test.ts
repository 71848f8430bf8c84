import { expect, it } from 'vitest';
import { describeFacts, factSources } from '../../llm/prompts/facts-block';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from './attach-landmark';

it('gives an online model the landmark’s facts with their sources, and legends as told', async () => {
  const facts = attachLandmark((await createOfflineGeocoder().reverse(51.5081, -0.0759, 'en'))!);
  const block = describeFacts(facts);
  expect(block).toContain('Landmark here (the listener is at it): the Tower of London, a castle');
  expect(block).toContain('- founded: 1066 (source: wikipedia:Tower of London)');
  expect(block).toContain('- UNESCO World Heritage: inscribed 1988 (site 488) (source: unesco:488)');
  expect(block).toMatch(
    /legend that is told \(tell it as a story people tell, never as fact\): ghost, about Anne Boleyn/u,
  );
  expect(factSources(facts)).toContain('Roamcast landmark pack: the Tower of London (Wikidata Q62378)');
});
