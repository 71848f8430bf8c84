import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '@roamcast/shared/catalog/themes';
import { buildCommandGrammar, COMMAND_RULES, grammarWords, QUESTION_RULES } from './command-grammar';
import { CITY_NAMES } from './place-names';
import { DEFAULT_MODEL_DIR } from './pocketsphinx-recognizer';
import { extractPronunciations } from './pronunciation-dictionary';
import { SPOKEN_NUMBERS, SPOKEN_THEMES } from './vocabulary';

const grammar = buildCommandGrammar();
const ruleBody = (name: string) => grammar.match(new RegExp(`^<${name}> = (.*);$`, 'm'))?.[1] ?? '';

describe('command grammar (JSGF)', () => {
  it('has one rule per voice command of SPEC §4, all reachable from the public rule', () => {
    expect(Object.keys(COMMAND_RULES)).toEqual([
      'set_location',
      'set_theme',
      'play',
      'pause',
      'skip_forward',
      'skip_back',
      'next_segment',
      'generate',
      'help',
    ]);
    expect(grammar).toMatch(/^#JSGF V1\.0;\ngrammar roamcast;/);
    expect(grammar).toContain('public <utterance> = <command> | <question>;');
    for (const name of Object.keys(COMMAND_RULES)) {
      expect(ruleBody('command')).toContain(`<${name}>`);
      expect(ruleBody(name)).not.toBe('');
    }
  });

  it('uses every command phrase of SPEC §9', () => {
    const words = (name: string) => ruleBody(name).match(/[a-z]+/g);
    expect(words('set_location')).toEqual(expect.arrayContaining(['set', 'change', 'location', 'to']));
    expect(words('set_theme')).toEqual(expect.arrayContaining(['set', 'change', 'theme']));
    expect(words('play')).toEqual(['play', 'start']);
    expect(words('pause')).toEqual(['pause', 'stop']);
    expect(words('skip_forward')).toEqual(expect.arrayContaining(['forward', 'ahead']));
    expect(words('skip_back')).toEqual(expect.arrayContaining(['back', 'rewind']));
    expect(words('next_segment')).toEqual(expect.arrayContaining(['next', 'skip']));
    expect(words('generate')).toEqual(expect.arrayContaining(['generate', 'create', 'make', 'narration']));
    expect(words('help')).toEqual(['help', 'commands']);
    expect(ruleBody('skip_forward')).toContain('[<seconds>]');
    expect(ruleBody('skip_back')).toContain('[<seconds>]');
    expect(ruleBody('set_theme')).toContain('[to <theme>]');
  });

  it('has the question forms: tell me, what is, who, where is, why, how', () => {
    expect(Object.values(QUESTION_RULES).map((body) => body.split(' ').slice(0, 2).join(' '))).toEqual([
      'tell me',
      'what is',
      'who ((built',
      'where is',
      'why (is',
      'how ((old',
    ]);
    for (const name of Object.keys(QUESTION_RULES)) expect(ruleBody('question')).toContain(`<${name}>`);
    expect(ruleBody('place')).toBe('<here> | <city>');
    expect(ruleBody('here')).toMatch(/^\(here \| this place \| this building/);
  });

  it('knows every theme, one to sixty, and a few hundred cities', () => {
    for (const id of [...THEME_IDS, 'romantic_stories' as const]) {
      expect(SPOKEN_THEMES[id].length, id).toBeGreaterThan(0);
      for (const phrase of SPOKEN_THEMES[id]) expect(ruleBody('theme')).toContain(phrase);
    }
    expect(ruleBody('theme')).toContain('(ghost stories | ghosts | history');
    expect(SPOKEN_NUMBERS).toHaveLength(60);
    expect(SPOKEN_NUMBERS.slice(0, 3)).toEqual(['one', 'two', 'three']);
    expect(SPOKEN_NUMBERS.slice(28, 31)).toEqual(['twenty nine', 'thirty', 'thirty one']);
    expect(SPOKEN_NUMBERS.at(-1)).toBe('sixty');
    expect(CITY_NAMES.length).toBeGreaterThan(300);
    expect(new Set(CITY_NAMES).size).toBe(CITY_NAMES.length);
    for (const city of ['paris', 'new york', 'tokyo', 'rio de janeiro', 'san francisco']) {
      expect(ruleBody('city')).toContain(` ${city} `);
    }
  });

  it('only uses words the engine can pronounce (pocketsphinx-en-us dictionary)', async () => {
    const dictionary = path.join(DEFAULT_MODEL_DIR, 'cmudict-en-us.dict');
    expect(existsSync(dictionary), `${dictionary} is missing: apt-get install pocketsphinx-en-us`).toBe(true);
    const words = grammarWords(grammar);
    expect(words).toEqual(expect.arrayContaining(['narration', 'seconds', 'ghost', 'janeiro', 'sixty']));
    expect(words).not.toContain('public');
    const { lines, missing } = await extractPronunciations(dictionary, words);
    expect(missing).toEqual([]);
    expect(lines).toContain('thirty(2) TH ER T IY');
  });
});
