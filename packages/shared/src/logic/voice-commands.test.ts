import { describe, expect, it } from 'vitest';
import { DEFAULT_SKIP_SECONDS } from '../catalog/constants';
import { THEME_IDS, type ThemeId } from '../catalog/themes';
import { parseVoiceCommand, UNRECOGNIZED_COMMAND_MESSAGE, VOICE_COMMAND_HELP } from './voice-commands';
import { parseSpokenDuration, parseSpokenNumber, spokenNumbersUpTo } from './voice-command-vocabulary';

const typeOf = (transcript: string) => parseVoiceCommand(transcript).type;

describe('parseVoiceCommand: questions', () => {
  it.each([
    'Tell me about the Golden Gate Bridge',
    'What is this building?',
    "What's that tower over there?",
    'Whats the oldest street here',
    'Who is buried in this cemetery?',
    "Who's the architect?",
    'Where is the nearest museum?',
    "Where's the old harbour?",
    'Why is the river so green?',
    'How old is this church?',
    'HOW DO I CHANGE THEME?',
    'Can you tell me about this square?',
  ])('"%s" is a question that keeps the original text', (transcript) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'question', question: transcript });
  });

  it('wins over command words inside the question', () => {
    expect(typeOf('how do I skip forward 30 seconds')).toBe('question');
    expect(typeOf('What is the next stop?')).toBe('question');
    expect(typeOf('Tell me how to set location to Paris')).toBe('question');
  });

  it('needs the phrase at the start, as whole words', () => {
    expect(typeOf('However you like')).toBe('unrecognized');
    expect(typeOf('This is what is here')).toBe('unrecognized');
    expect(parseVoiceCommand('  why?  ')).toEqual({ type: 'question', question: 'why?' });
  });
});

describe('parseVoiceCommand: set_location', () => {
  it.each([
    ['set location to Paris', 'Paris'],
    ['change location to New York City', 'New York City'],
    ['Set location Tokyo', 'Tokyo'],
    ['Change the location to San Francisco, California.', 'San Francisco, California'],
    ['please set my location to Winston-Salem please', 'Winston-Salem'],
    ['update location to St. Louis', 'St. Louis'],
    ['set location to the Eiffel Tower', 'the Eiffel Tower'],
    ['change location to Toronto', 'Toronto'],
  ])('"%s" sets the location to "%s"', (transcript, location) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'set_location', location });
  });

  it('keeps command words that are part of the place name', () => {
    expect(parseVoiceCommand('set location to Help, Pennsylvania')).toEqual({
      type: 'set_location',
      location: 'Help, Pennsylvania',
    });
    expect(parseVoiceCommand('change location to Next Stop Cafe')).toEqual({
      type: 'set_location',
      location: 'Next Stop Cafe',
    });
  });

  it('is unrecognized without a place', () => {
    expect(parseVoiceCommand('set location')).toEqual({ type: 'unrecognized', text: 'set location' });
    expect(typeOf('change location to.')).toBe('unrecognized');
  });
});

describe('parseVoiceCommand: set_theme', () => {
  const byKeyword: [string, ThemeId][] = [
    ['set theme to ghost stories', 'ghost_stories'],
    ['change theme to haunted', 'ghost_stories'],
    ['set theme to history', 'historical_facts'],
    ['change theme to historical facts', 'historical_facts'],
    ['set theme to nature', 'nature'],
    ['change theme to wildlife', 'nature'],
    ['set theme to architecture', 'architecture'],
    ['change theme to buildings', 'architecture'],
    ['set theme to fun facts', 'fun_facts'],
    ['change theme to trivia', 'fun_facts'],
    ['set theme to food', 'food_culture'],
    ['change theme to local cuisine', 'food_culture'],
    ['set theme to famous people', 'famous_people'],
    ['change theme to people', 'famous_people'],
    ['set theme to local legends', 'local_legends'],
    ['change theme to folklore', 'local_legends'],
    ['change theme to myths', 'local_legends'],
    ['set theme to science', 'science_innovation'],
    ['change theme to technology', 'science_innovation'],
    ['set theme to innovation', 'science_innovation'],
    ['set theme to weather', 'weather'],
    ['change theme to the forecast', 'weather'],
    ['set theme to local news', 'local_news'],
    ['set theme to events', 'community_events'],
    ['change theme to concerts', 'community_events'],
    ['change theme to festivals', 'community_events'],
    ['set theme to auto channel', 'auto_channel'],
    ['change theme to everything', 'auto_channel'],
    ['Change the theme to Ghosts.', 'ghost_stories'],
    ['set theme nature', 'nature'],
    ['switch to history', 'historical_facts'],
  ];

  it.each(byKeyword)('"%s" picks %s', (transcript, theme) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'set_theme', theme });
  });

  it('covers every theme of the catalogue', () => {
    expect(new Set(byKeyword.map(([, theme]) => theme))).toEqual(new Set(THEME_IDS));
  });

  it.each(['change theme', 'Set theme.', 'next theme', 'change the theme', 'switch themes', 'change theme to purple'])(
    '"%s" cycles to the next theme',
    (transcript) => {
      expect(parseVoiceCommand(transcript)).toEqual({ type: 'set_theme', theme: null });
    },
  );

  it('leaves "switch to" without a theme keyword unrecognized', () => {
    expect(typeOf('switch to Paris')).toBe('unrecognized');
  });
});

describe('parseVoiceCommand: play and pause', () => {
  it.each([
    'play',
    'Play.',
    'start',
    'resume',
    'Resume playback',
    'start playing',
    'play the narration',
    'continue',
    'unpause',
    'play it again',
  ])('"%s" plays', (transcript) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'play' });
  });

  it.each([
    'pause',
    'Pause.',
    'stop',
    'STOP!',
    'stop talking',
    'pause the audio',
    'please pause',
    'hold on a second',
    'wait',
  ])('"%s" pauses', (transcript) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'pause' });
  });
});

describe('parseVoiceCommand: skip_forward and skip_back', () => {
  it.each([
    ['forward', DEFAULT_SKIP_SECONDS],
    ['skip forward', DEFAULT_SKIP_SECONDS],
    ['Skip ahead.', DEFAULT_SKIP_SECONDS],
    ['fast-forward', DEFAULT_SKIP_SECONDS],
    ['skip forward 30 seconds', 30],
    ['go forward twenty seconds', 20],
    ['jump ahead forty-five seconds', 45],
    ['skip ahead a minute', 60],
    ['forward half a minute', 30],
    ['skip forward by 2 minutes', 120],
    ['forward 15', 15],
    ['skip 30 seconds', 30],
    ['go 20 seconds forward', 20],
    ['skip forward a bit', DEFAULT_SKIP_SECONDS],
    ['skip forward ninety seconds', 90],
  ])('"%s" skips forward %i s', (transcript, seconds) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'skip_forward', seconds });
  });

  it.each([
    ['back', DEFAULT_SKIP_SECONDS],
    ['go back', DEFAULT_SKIP_SECONDS],
    ['Rewind!', DEFAULT_SKIP_SECONDS],
    ['skip back', DEFAULT_SKIP_SECONDS],
    ['go back fifteen seconds', 15],
    ['rewind a minute', 60],
    ['rewind 30 seconds', 30],
    ['jump back five seconds', 5],
    ['go backwards twenty five seconds', 25],
    ['back half a minute', 30],
    ['skip 10 seconds back', 10],
    ['rewind by one minute', 60],
  ])('"%s" skips back %i s', (transcript, seconds) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'skip_back', seconds });
  });

  it('does not read a non-amount as a skip', () => {
    expect(typeOf('skip forward zero seconds')).toBe('unrecognized');
    expect(typeOf('go back to the hotel')).toBe('unrecognized');
    expect(typeOf('rewind the tape fully')).toBe('unrecognized');
  });
});

describe('parseVoiceCommand: next_segment, generate, help', () => {
  it.each([
    'next',
    'NEXT!',
    'skip',
    'Skip.',
    'next stop',
    'skip this',
    'next story',
    'skip this one',
    'go to the next one',
    'play next',
    'move on',
  ])('"%s" moves to the next segment', (transcript) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'next_segment' });
  });

  it.each([
    'generate',
    'Generate.',
    'generate a narration about this place',
    'create narration',
    'make narration',
    'create a new narration',
    'new narration',
    'start a new narration',
    'give me another story',
  ])('"%s" generates', (transcript) => {
    expect(parseVoiceCommand(transcript)).toEqual({ type: 'generate' });
  });

  it.each(['help', 'Help!', 'commands', 'voice commands', 'what can I say?', 'show me the commands', 'I need help'])(
    '"%s" asks for help',
    (transcript) => {
      expect(parseVoiceCommand(transcript)).toEqual({ type: 'help' });
    },
  );
});

describe('parseVoiceCommand: unrecognized', () => {
  it.each(['', '   ', '...', 'banana', 'I love this place', 'please', 'turn up the volume'])(
    '"%s" is unrecognized and keeps the text',
    (transcript) => {
      expect(parseVoiceCommand(transcript)).toEqual({ type: 'unrecognized', text: transcript.trim() });
    },
  );

  it('has the spec message and a help entry for every command', () => {
    expect(UNRECOGNIZED_COMMAND_MESSAGE).toBe('Command not recognized. Say "help" for available commands.');
    // Each spoken alternative of each help entry, with its placeholders filled in, must parse.
    const spoken = VOICE_COMMAND_HELP.flatMap(({ phrase }) => phrase.split(' / '));
    const filled = spoken.map((phrase) =>
      phrase.replace('<place>', 'Paris').replace('<theme>', 'nature').replace(/[[\]]/g, '').replace('...', ' this'),
    );
    const types = filled.map(typeOf);
    expect(types).not.toContain('unrecognized');
    expect(new Set(types)).toEqual(
      new Set([
        'set_location',
        'set_theme',
        'play',
        'pause',
        'skip_forward',
        'skip_back',
        'next_segment',
        'generate',
        'question',
        'help',
      ]),
    );
  });
});

describe('spoken amounts', () => {
  it('reads number words and digits', () => {
    expect([parseSpokenNumber('one'), parseSpokenNumber('twelve'), parseSpokenNumber('sixty')]).toEqual([1, 12, 60]);
    expect([parseSpokenNumber('thirty seven'), parseSpokenNumber('ninety-nine'), parseSpokenNumber('45')]).toEqual([
      37, 99, 45,
    ]);
    expect([parseSpokenNumber('twelve five'), parseSpokenNumber('a lot'), parseSpokenNumber('one two three')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('converts durations to seconds', () => {
    expect(parseSpokenDuration('1.5 minutes', 10)).toBe(90);
    expect(parseSpokenDuration('a half minute', 10)).toBe(30);
    expect(parseSpokenDuration('a few seconds', 7)).toBe(7);
    expect(parseSpokenDuration('three hours', 10)).toBeNull();
    expect(parseSpokenDuration('0 seconds', 10)).toBeNull();
  });
});

describe('spokenNumbersUpTo', () => {
  it('lists the number words in order, with compounds', () => {
    const words = spokenNumbersUpTo(60);
    expect(words).toHaveLength(60);
    expect(words.slice(0, 3)).toEqual(['one', 'two', 'three']);
    expect(words[9]).toBe('ten');
    expect(words[20]).toBe('twenty one');
    expect(words[44]).toBe('forty five');
    expect(words[59]).toBe('sixty');
    for (const [index, word] of words.entries()) expect(parseSpokenNumber(word)).toBe(index + 1);
  });
});
