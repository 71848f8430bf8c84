import { DEFAULT_SKIP_SECONDS } from '../catalog/constants';
import type { ThemeId } from '../catalog/themes';
import { findThemeKeyword, LEADING_FILLERS, parseSpokenDuration, TRAILING_FILLERS } from './voice-command-vocabulary';

/** What a spoken transcript asks the explorer to do (SPEC §4 "Voice commands", §9 phrases). */
export type VoiceCommand =
  | { type: 'set_location'; location: string }
  /** A null theme cycles to the next one. */
  | { type: 'set_theme'; theme: ThemeId | null }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'skip_forward'; seconds: number }
  | { type: 'skip_back'; seconds: number }
  | { type: 'next_segment' }
  | { type: 'generate' }
  | { type: 'help' }
  | { type: 'question'; question: string }
  | { type: 'unrecognized'; text: string };

export const UNRECOGNIZED_COMMAND_MESSAGE = 'Command not recognized. Say "help" for available commands.';

/** The spoken help answer and the User Guide's Voice Commands list. */
export const VOICE_COMMAND_HELP: readonly { phrase: string; description: string }[] = [
  { phrase: 'Set location to <place>', description: 'Hear about another place, e.g. "Set location to Paris".' },
  { phrase: 'Change theme to <theme>', description: 'Pick a theme: ghost stories, history, nature, food, news...' },
  { phrase: 'Change theme', description: 'Move on to the next theme.' },
  { phrase: 'Play / Resume', description: 'Start or resume the narration.' },
  { phrase: 'Pause / Stop', description: 'Pause the narration.' },
  { phrase: 'Skip forward [30 seconds]', description: `Jump ahead, ${DEFAULT_SKIP_SECONDS} seconds unless you say.` },
  {
    phrase: 'Go back [15 seconds] / Rewind',
    description: `Jump back, ${DEFAULT_SKIP_SECONDS} seconds unless you say.`,
  },
  { phrase: 'Next / Skip', description: 'Go on to the next story.' },
  { phrase: 'Generate / New narration', description: 'Create a fresh narration for where you are.' },
  {
    phrase: 'Tell me about... / What is... / Who is... / Where is... / Why... / How...',
    description: 'Ask a question.',
  },
  { phrase: 'Help', description: 'Hear this list of commands.' },
];

/** A normalized word and the whitespace-separated piece of the transcript it came from. */
interface Word {
  text: string;
  source: number;
}

const QUESTION = /^(?:tell me|what is|what's|whats|who is|who's|whos|where is|where's|wheres|why|how|how's)(?: |$)/;
const LOCATION_PREFIX = /^(?:set|change|switch|update)(?: the| my)? location(?: to)?(?= |$)/;
const THEME_PREFIX =
  /^(?:(?:set|change|switch|select|choose|pick|use)(?: the| my)? themes?|(?:next|another|different|new) theme)(?: to)?(?= |$)/;
const SWITCH_TO = /^switch to (.+)$/;
const HELP_WORDS = /(?:^| )(?:help|commands?)(?: |$)|^what (?:can|do) (?:i|you) (?:say|do)$/;
const GENERATE = [
  /^generate(?: |$)/,
  /^(?:create|make|write)(?: me)?(?: a| an| the)?(?: new| another| fresh)? narration$/,
  /^(?:(?:start|play|give me|get|get me|create|make)(?: me)? )?(?:a |an )?(?:new|another|fresh) (?:narration|story|one)$/,
];
const FORWARD = /^(?:(?:skip|go|jump|move|fast|seek|scroll) )?(?:forward|forwards|ahead)(?: by)?(?: (.+))?$/;
const BACK = /^(?:(?:skip|go|jump|move|seek|scroll) )?(?:back|backward|backwards)(?: by)?(?: (.+))?$/;
const REWIND = /^rewind(?: by)?(?: (.+))?$/;
const AMOUNT_THEN_DIRECTION =
  /^(?:(?:skip|go|jump|move|seek) )?(?:by )?(.+?) (forward|forwards|ahead|back|backward|backwards)$/;
const SKIP_AMOUNT = /^skip (?:by )?(.+)$/;
const SEGMENT = '(?: (?:one|stop|story|segment|narration|part|track|place|chapter))?';
const NEXT = [
  new RegExp(`^(?:(?:go|move|skip|jump|play)(?: on)?(?: to)? )?(?:the )?next${SEGMENT}$`),
  new RegExp(`^skip(?: (?:this|that|it|the))?${SEGMENT}$`),
  /^move on$/,
];
const MEDIA = '(?: (?:it|the|this|my))?(?: (?:narration|audio|story|tour|playback|guide|recording|track))?';
const PLAY = new RegExp(
  `^(?:play|start|resume|continue|unpause|keep playing)(?: (?:playing|playback|listening))?${MEDIA}(?: again)?$`,
);
const PAUSE = new RegExp(
  `^(?:pause|stop|hold on|hold|wait)(?: (?:playing|playback|talking|narrating))?${MEDIA}` +
    '(?: (?:for )?(?:a )?(?:moment|second|sec|minute|bit))?$',
);

/**
 * Reads a speech-to-text transcript as an explorer command. Questions win over everything (so
 * 'how do I change theme' is asked, not obeyed); then location and theme, whose free text could hold
 * any other command word; then help and generate; skips with a direction before bare 'skip' (next
 * story); play and pause last, so 'next stop' is not a stop.
 */
export function parseVoiceCommand(transcript: string): VoiceCommand {
  const original = transcript.trim();
  const pieces = original.split(/\s+/);
  const words = trimFillers(toWords(pieces));
  const text = words.map((word) => word.text).join(' ');
  if (!text) return { type: 'unrecognized', text: original };
  if (QUESTION.test(text)) return { type: 'question', question: original };

  const location = LOCATION_PREFIX.exec(text);
  if (location) {
    const place = sourceText(pieces, words.slice(wordCount(location[0])));
    return place ? { type: 'set_location', location: place } : { type: 'unrecognized', text: original };
  }
  const theme = THEME_PREFIX.exec(text);
  if (theme) return { type: 'set_theme', theme: findThemeKeyword(text.split(' ').slice(wordCount(theme[0]))) };
  const switchTo = SWITCH_TO.exec(text);
  const switchTheme = switchTo && findThemeKeyword(switchTo[1]!.split(' '));
  if (switchTheme) return { type: 'set_theme', theme: switchTheme };

  if (HELP_WORDS.test(text)) return { type: 'help' };
  if (GENERATE.some((pattern) => pattern.test(text))) return { type: 'generate' };
  const skip = parseSkip(text);
  if (skip) return skip;
  if (NEXT.some((pattern) => pattern.test(text))) return { type: 'next_segment' };
  if (PLAY.test(text)) return { type: 'play' };
  if (PAUSE.test(text)) return { type: 'pause' };
  return { type: 'unrecognized', text: original };
}

/** Each skip phrasing in turn; one whose amount is not a time ('skip this') is not a skip. */
function parseSkip(text: string): VoiceCommand | null {
  const amountFirst = AMOUNT_THEN_DIRECTION.exec(text);
  const candidates: [RegExpExecArray | null, boolean][] = [
    [FORWARD.exec(text), false],
    [BACK.exec(text) ?? REWIND.exec(text), true],
    [amountFirst, /^back/.test(amountFirst?.[2] ?? '')],
    [SKIP_AMOUNT.exec(text), false],
  ];
  for (const [match, isBack] of candidates) {
    if (!match) continue;
    const amount = match[1];
    const seconds = amount === undefined ? DEFAULT_SKIP_SECONDS : parseSpokenDuration(amount, DEFAULT_SKIP_SECONDS);
    if (seconds !== null) return { type: isBack ? 'skip_back' : 'skip_forward', seconds };
  }
  return null;
}

/** Lower case, curly apostrophes straightened, punctuation dropped; hyphens split ('fast-forward'). */
function toWords(pieces: readonly string[]): Word[] {
  return pieces.flatMap((piece, source) =>
    piece
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[^\p{L}\p{N}'.-]/gu, '')
      .split('-')
      .map((text) => ({ text: text.replace(/^[.']+|[.']+$/g, ''), source }))
      .filter((word) => word.text !== ''),
  );
}

function trimFillers(words: Word[]): Word[] {
  let start = 0;
  let end = words.length;
  const matchesAt = (at: number, filler: string[]) => filler.every((part, i) => words[at + i]?.text === part);
  for (let found = true; found && start < end;) {
    const filler = LEADING_FILLERS.map((phrase) => phrase.split(' ')).find((parts) => matchesAt(start, parts));
    found = filler !== undefined && start + filler.length <= end;
    if (found) start += filler!.length;
  }
  for (let found = true; found && start < end;) {
    const filler = TRAILING_FILLERS.map((phrase) => phrase.split(' ')).find(
      (parts) => end - parts.length >= start && matchesAt(end - parts.length, parts),
    );
    found = filler !== undefined;
    if (found) end -= filler!.length;
  }
  return words.slice(start, end);
}

function wordCount(phrase: string): number {
  return phrase.split(' ').length;
}

/** The transcript as spoken (case and inner punctuation kept) from the first to the last word. */
function sourceText(pieces: readonly string[], words: readonly Word[]): string {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return '';
  return pieces
    .slice(first.source, last.source + 1)
    .join(' ')
    .replace(/^[\s"'“:,-]+|[\s"'”.,!?;:]+$/gu, '');
}
