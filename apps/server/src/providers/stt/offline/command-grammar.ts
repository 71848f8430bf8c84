import { CITY_NAMES, HERE_PHRASES } from './place-names';
import { AMENITIES, LANDMARKS, SPOKEN_NUMBERS, SPOKEN_THEMES, TOPICS } from './vocabulary';

const oneOf = (phrases: readonly string[]) => `(${[...new Set(phrases)].join(' | ')})`;

/**
 * The command families of SPEC §4/§9, one rule each. The engine only hears what a rule allows, which is
 * what makes a small offline model exact on these phrases (and useless on anything else).
 */
export const COMMAND_RULES = {
  set_location: '(set | change) [the | my] location to <place>',
  set_theme: '(set | change) [the | my] theme [to <theme>]',
  play: 'play | start',
  pause: 'pause | stop',
  skip_forward: '[skip | go | fast] (forward | ahead) [<seconds>]',
  skip_back: '((go | skip) back | rewind) [<seconds>]',
  next_segment: 'next [stop | story | narration | segment] | skip',
  generate: 'generate [a] [new] [narration] | (create | make) [a] [new] narration',
  help: 'help | commands',
} as const;

/** Questions start with tell me, what is, who, where is, why or how (SPEC §9). */
export const QUESTION_RULES = {
  tell_me: 'tell me [more] about (<place> | <topic_phrase>)',
  what: 'what is (<place> | <topic_phrase> | <place> famous for | there to (see | do | eat) [<at_place>] | the best <amenity> [<at_place>])',
  who: 'who ((built | designed | founded | named | owned | lived in) <place> | (lived | was born | is buried | is famous) <at_place> | (is | was) the (mayor | king | queen | architect | founder | owner) of <place>)',
  where: 'where is ([the] [nearest] <amenity> | <place>)',
  why: 'why (is | was) <place> (famous | important | built | so popular | called that)',
  how: 'how ((old | big | tall | famous | far) is <place> | was <place> built | did <place> get its name | many people live <at_place> | do i get to <place>)',
} as const;

/** The whole JSGF grammar the offline engine decodes against. */
export function buildCommandGrammar(): string {
  const families = (rules: Record<string, string>) =>
    Object.entries(rules).map(([name, body]) => `<${name}> = ${body};`);
  return [
    '#JSGF V1.0;',
    'grammar roamcast;',
    '',
    'public <utterance> = <command> | <question>;',
    `<command> = ${Object.keys(COMMAND_RULES)
      .map((name) => `<${name}>`)
      .join(' | ')};`,
    `<question> = ${Object.keys(QUESTION_RULES)
      .map((name) => `<${name}>`)
      .join(' | ')};`,
    ...families(COMMAND_RULES),
    ...families(QUESTION_RULES),
    `<here> = ${oneOf([...HERE_PHRASES, ...LANDMARKS.map((landmark) => `this ${landmark}`)])};`,
    `<city> = ${oneOf(CITY_NAMES)};`,
    '<place> = <here> | <city>;',
    '<at_place> = here | in <place>;',
    `<theme> = ${oneOf(Object.values(SPOKEN_THEMES).flat())};`,
    `<topic_phrase> = [the] ${oneOf([...TOPICS, ...Object.values(SPOKEN_THEMES).flat()])} [of <place>];`,
    `<amenity> = ${oneOf(AMENITIES)};`,
    `<seconds> = ${oneOf(SPOKEN_NUMBERS)} (seconds | second);`,
    '',
  ].join('\n');
}

/** Every word the grammar can produce: the engine's dictionary must know each one. */
export function grammarWords(grammar: string): string[] {
  const rules = grammar
    .split('\n')
    .filter((line) => line.includes('='))
    .map((line) => line.slice(line.indexOf('=') + 1).replace(/<[a-z_]+>/g, ' '));
  const words = rules.join(' ').match(/[a-z']+/g) ?? [];
  return [...new Set(words)].sort();
}
