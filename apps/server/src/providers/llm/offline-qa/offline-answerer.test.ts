import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import type { PlaceFacts } from '../../geo/place-facts';
import { loadTowns } from '../../knowledge/towns/load-towns';
import type { QuestionRequest } from '../question-answerer';
import { createOfflineAnswerer } from './create-offline-answerer';
import { splitSentences } from './narration-lookup';

/** Noon in San Francisco (PDT) on 1 June 2025; sunset at the Golden Gate is at 20:26:36 PDT, 8:27 PM to the minute. */
const JUNE_FIRST = new Date('2025-06-01T19:00:00Z');
const answerer = createOfflineAnswerer({ now: () => JUNE_FIRST });

let goldenGate: PlaceFacts;
let paris: PlaceFacts;
/**
 * A story as the composer once told it in Paris; it now tells the tower's and the city's facts
 * instead, so questions about a narration are asked about this fixed one.
 */
const parisStory =
  'This is Paris, in Île-de-France. In a straight line, the North Pole is about 4,570 kilometers to the north of you. ' +
  'Longitude was hard to measure at sea until accurate sea clocks were built in the eighteenth century. ' +
  'The streets around you say a lot about how people live here.';

beforeAll(async () => {
  const geocoder = createOfflineGeocoder();
  goldenGate = (await geocoder.reverse(37.8199, -122.4783, 'en'))!;
  paris = (await geocoder.reverse(48.8584, 2.2945, 'en'))!;
});

async function ask(question: string, facts: PlaceFacts | null, extra: Partial<QuestionRequest> = {}) {
  const { answer, provider, tokens } = await answerer.answer({ question, language: 'en', facts, ...extra });
  expect(provider).toBe('offline-answerer');
  expect(tokens).toBe(0);
  const sentences = splitSentences(answer).length;
  expect(sentences, answer).toBeGreaterThanOrEqual(2);
  expect(sentences, answer).toBeLessThanOrEqual(4);
  return answer;
}

describe('offline answerer: questions the facts answer', () => {
  it('tells about the place: its name, region and country', async () => {
    const answer = await ask('Tell me about this place', goldenGate);
    expect(answer).toContain('San Francisco');
    expect(answer).toContain('California');
    expect(answer).toContain('the United States');
  });

  it('gives a population only with the year of its count, from the town pack', async () => {
    const count = loadTowns()
      .byId.get(paris.place.id)!
      .facts.find((fact) => fact.kind === 'population')!;
    const answer = await ask('What is the population here?', paris);
    expect(answer).toContain(new Intl.NumberFormat('en').format(count.value));
    expect(answer).toContain(String(count.year));
  });

  it('never says the gazetteer’s undated figure', async () => {
    expect(goldenGate.place.population).toBe(864_816);
    expect(
      loadTowns()
        .byId.get(goldenGate.place.id)!
        .facts.some((fact) => fact.kind === 'population'),
    ).toBe(false);
    const answer = await ask('What is the population here?', goldenGate);
    expect(answer).toContain('I have no dated population count for San Francisco offline.');
    expect(answer).not.toMatch(/865|864/u);
  });

  it('gives the distance and direction to a neighbour named in the question', async () => {
    const sausalito = goldenGate.neighbours.find((n) => n.name === 'Sausalito')!;
    expect(sausalito.bearing).toBe('N');
    const answer = await ask('How far is Sausalito?', goldenGate);
    expect(answer).toContain(`Sausalito is ${sausalito.distanceKm.toFixed(1)} kilometers to the north`);
    expect(answer).not.toContain('7,2');
  });

  it('finds a name whatever its case, accents and hyphens', async () => {
    const answer = await ask('how far is BOULOGNE billancourt', paris);
    expect(answer).toContain('Boulogne-Billancourt is 4.7 kilometers to the southwest');
  });

  it('answers about the population of a neighbour the question names, with no undated figure', async () => {
    const answer = await ask('How many people live in Tiburon?', goldenGate);
    expect(answer).toContain('I have no dated population count for Tiburon offline.');
    expect(answer).toContain('Tiburon is');
  });

  it('gives sunset as a clock time computed for the coordinates', async () => {
    const answer = await ask('When is sunset?', goldenGate);
    expect(answer).toMatch(/sets at \d{1,2}:\d{2} [AP]M/u);
    expect(answer).toContain('sets at 8:27 PM');
  });

  it('names the country and region', async () => {
    const answer = await ask('What country is this?', goldenGate);
    expect(answer).toContain('You’re in the United States, in California.');
  });

  it('lists the nearest towns, closest first', async () => {
    const answer = await ask('Which towns are nearby?', goldenGate);
    const names = goldenGate.neighbours.slice(0, 4).map((n) => n.name);
    expect(answer).toContain(`${names.slice(0, 3).join(', ')}, and ${names[3]}`);
  });

  it('reads live weather when the facts carry it, and says so when they do not', async () => {
    const weather = {
      temperatureC: 14.2,
      apparentTemperatureC: null,
      weatherCode: 3,
      windKph: 18,
      precipitationMm: 0,
      daily: [{ date: '2025-06-01', minC: 11, maxC: 19, weatherCode: 3 }],
      source: 'Open-Meteo',
      observedAt: '2025-06-01T18:45:00Z',
    };
    const live = await ask('What is the weather like?', { ...goldenGate, weather });
    expect(live).toContain('14 degrees Celsius and overcast, according to Open-Meteo');
    expect(live).toContain('11 degrees Celsius to 19 degrees Celsius');
    const offline = await ask('What is the weather like?', goldenGate);
    expect(offline).toContain('I have no live weather offline.');
    expect(offline).toContain('the sun sets at 8:27 PM');
  });

  it('reads headlines and events when the facts carry them, and says so when they do not', async () => {
    const headlines = [{ title: 'Ferry service to Sausalito resumes.', url: 'https://sfgate.com/a', source: 'SFGATE' }];
    const events = [
      { title: 'Fleet Week air show', url: 'https://fleetweek.us', source: 'Fleet Week', venue: 'Marina Green' },
    ];
    const live = await ask('Any news?', { ...goldenGate, headlines, events });
    expect(live).toBe(
      'Here’s what’s new around San Francisco. SFGATE reports: “Ferry service to Sausalito resumes”. Coming up at Marina Green: “Fleet Week air show”.',
    );
    expect(await ask('Any news?', goldenGate)).toContain('I have no news or events offline.');
  });

  it('tells the stop of a tour', async () => {
    const answer = await ask('Which stop is this?', goldenGate, { tourName: 'Bay Bridges', waypointIndex: 2 });
    expect(answer).toContain('You’re at stop 3 of the tour “Bay Bridges”.');
  });
});

describe('offline answerer: questions about the narration', () => {
  it('answers from the narration sentence that holds the fact', async () => {
    const answer = await ask('How far is the North Pole?', paris, { narrationText: parisStory });
    expect(answer).toMatch(/^In the story you just heard: .*North Pole is about 4,570 kilometers/u);
  });

  it('prefers a sentence the question nearly repeats over a fact intent its words suggest', async () => {
    const answer = await ask('Why was longitude hard to measure?', paris, { narrationText: parisStory });
    expect(answer).toContain('accurate sea clocks were built in the eighteenth century');
  });

  it('answers from an online extract, naming its source', async () => {
    const extracts = [
      {
        title: 'Golden Gate Bridge',
        text: 'The Golden Gate Bridge is a suspension bridge spanning the Golden Gate strait. It was designed by engineer Joseph Strauss.',
        source: 'Wikipedia',
      },
    ];
    const answer = await ask('Which strait does the bridge span?', { ...goldenGate, extracts });
    expect(answer).toContain('According to Wikipedia:');
    expect(answer).toContain('Golden Gate strait');
  });

  it('answers from the narration even before the position is known', async () => {
    const answer = await ask('What did you say about the North Pole?', null, { narrationText: parisStory });
    expect(answer).toContain('4,570 kilometers');
  });
});

describe('offline answerer: honesty', () => {
  it('says it does not know what the packs do not hold, then one thing it does know that fits', async () => {
    const answer = await ask('How many people does the bridge hold?', goldenGate);
    expect(answer).toMatch(/^I don’t know that offline, but here is something I do know\. The Golden Gate Bridge /u);
    // Every figure in the answer is one of the bridge's facts.
    const figures = goldenGate.landmark!.landmark.facts.flatMap((fact) =>
      fact.kind === 'measure' ? [fact.value] : fact.kind === 'date' ? [fact.year, fact.end ?? fact.year] : [],
    );
    for (const said of answer.match(/\d[\d,.]*\d|\d/gu) ?? [])
      expect(figures.map((value) => new Intl.NumberFormat('en').format(value))).toContain(said);
  });

  it('answers who lived here from the town pack, not from a sentence about how people live', async () => {
    const answer = await ask('Who lived here?', paris, { narrationText: parisStory });
    expect(answer).not.toContain('how people live');
    expect(answer).toContain('Édith Piaf');
  });

  it('says when it cannot answer, and suggests a question it can', async () => {
    const answer = await ask('What is the meaning of life?', paris, { narrationText: parisStory });
    expect(answer).toBe(
      'I can’t answer that offline. You could ask me how far Neuilly-sur-Seine is, or when the sun sets today.',
    );
  });

  it('says it does not know a place the facts do not hold', async () => {
    const answer = await ask('How far is Tokyo?', goldenGate);
    expect(answer).toContain('I don’t know that place from the offline map.');
    expect(answer).toContain('Sausalito');
  });

  it('says it does not know where the listener is when there are no facts and no narration', async () => {
    const answer = await ask('When is sunset?', null);
    expect(answer).toContain('I don’t know where you are yet');
  });
});
