import { describe, expect, it } from 'vitest';
import { bankProblems, slotsOf } from './template-banks';

const english = {
  title: '{theme}: {place}',
  say: { built: '{Lm} was built {lmBuilt}.', height: '{Lm} is {lmHeight} tall.' },
  sky: { items: ['Sunset is at {sunset}.', 'The sun stands due {noonDir} at noon.'] },
};

describe('bankProblems', () => {
  it('finds nothing in a faithful translation, whatever forms and list lengths it uses', () => {
    const french = {
      title: '{theme} : {place}',
      say: { built: '{lm|le} fut construit {lmBuilt}.', height: 'Il mesure {lmHeight}.' },
      sky: { items: ['Le soleil se couche à {sunset}.', 'À midi, le soleil est {noonDirTo}.', 'Regardez {place|de}.'] },
    };
    expect(bankProblems(english, french)).toEqual([]);
  });

  it('names the key a translation lacks, the fact it leaves out and the slot English never fills', () => {
    const broken = {
      say: { built: '{Lm} was built.', height: '{Lm} is {lmHeight} tall, {lmWidth} wide.' },
      sky: { items: ['Sunset is at {sunset} and sunrise at {sunrise}.'] },
    };
    expect(bankProblems(english, broken)).toEqual([
      { key: 'title', problem: 'is missing' },
      { key: 'say.built', problem: 'lacks {lmBuilt}' },
      { key: 'say.height', problem: 'uses {lmWidth}, which English never fills there' },
      { key: 'sky.items[0]', problem: 'uses {sunrise}, which English never fills there' },
    ]);
  });

  it('names empty lists and sentences, and a list where English has a group', () => {
    expect(bankProblems(english, { title: '', say: ['x'], sky: { items: [] } })).toEqual([
      { key: 'title', problem: 'lacks {theme}' },
      { key: 'title', problem: 'is empty' },
      { key: 'say', problem: 'is a list where English has a group' },
      { key: 'sky.items', problem: 'is an empty list' },
    ]);
  });

  it('reads slots with their form and silent tags', () => {
    expect([...slotsOf('{country|the} {@offline} {n1Km}')]).toEqual(['country', '@offline', 'n1Km']);
  });
});
