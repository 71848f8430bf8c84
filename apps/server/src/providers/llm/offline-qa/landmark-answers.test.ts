import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { loadLandmarks } from '../../knowledge/landmarks/load-landmarks';
import { createOfflineAnswerer } from './create-offline-answerer';

const answerer = createOfflineAnswerer({ now: () => new Date('2026-06-21T12:00:00Z') });
const geocoder = createOfflineGeocoder();

async function ask(id: string, question: string, language: LanguageCode = 'en'): Promise<string> {
  const landmark = loadLandmarks().landmarks.find((l) => l.id === id)!;
  const facts = attachLandmark((await geocoder.reverse(landmark.lat, landmark.lng, language))!);
  expect(facts.landmark?.landmark.id).toBe(id);
  return (await answerer.answer({ question, language, facts })).answer;
}

/** When it was built and who designed it, as the sources give them (not read from the pack). */
const TEN: Array<[id: string, built: string[], designer: string]> = [
  ['Q243', ['1887', '1889'], 'Stephen Sauvestre'],
  ['Q83125', ['1886', '1894'], 'Horace Jones'],
  ['st-pauls-cathedral', ['1675', '1710'], 'Christopher Wren'],
  ['Q82425', ['1788', '1791'], 'Carl Gotthard Langhans'],
  ['Q44440', ['1933', '1937'], 'Irving Morrow'],
  ['empire-state-building', ['1930', '1931'], 'William F. Lamb'],
  ['gateway-arch', ['1963', '1965'], 'Eero Saarinen'],
  ['Q9141', ['1632', '1653'], 'Ustad Ahmad Lahauri'],
  ['Q45178', ['1959', '1973'], 'Jørn Utzon'],
  ['Q12506', ['532', '537'], 'Anthemius of Tralles'],
];

describe('offline answers about the landmark you stand at', () => {
  it.each(TEN)('%s: when was this built, and who designed it', async (id, years, designer) => {
    const built = await ask(id, 'When was this built?');
    for (const year of years) expect(built).toContain(year);
    expect(await ask(id, 'Who designed it?')).toContain(designer);
  });

  it('says how tall it is', async () => {
    expect(await ask('Q243', 'How tall is it?')).toContain('330 meters');
    expect(await ask('Q12495', 'How tall is this building?')).toContain('828 meters');
  });

  it('answers in the listener’s language from the same facts', async () => {
    expect(await ask('Q243', 'Quand a-t-elle été construite ?', 'fr')).toContain('entre 1887 et 1889');
    expect(await ask('Q243', 'エッフェル塔の高さは？', 'ja')).toContain('330メートル');
    // The architect has no Chinese name in the pack, so the answer names the emperor who commissioned it.
    expect(await ask('Q9141', '谁设计的？', 'zh')).toContain('沙贾汗');
    expect(await ask('Q10285', 'Wann wurde das gebaut?', 'de')).toContain('zwischen 72 und 80');
  });

  it('leaves other questions to the other answers', async () => {
    const sunset = await ask('Q243', 'When is sunset?');
    expect(sunset).toMatch(/\d{1,2}:\d{2}/u);
    expect(sunset).not.toContain('1889');
  });
});
