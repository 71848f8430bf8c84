import type { FormContext, LanguagePack, Template } from './types';
import type { Vars } from './place-vars';
import { capitalised, tidy } from './tidy-sentence';

/** {name}, {name|form}, or {@topic}: a silent tag so two banks never make the same point twice. */
const SLOT = /\{(@?\w+)(?:\|(\w+))?\}/gu;

/** Marks a sentence that only holds offline ("once you are back online..."); silent, and not a claim. */
export const OFFLINE_TAG = '{@offline}';

/** Slots that name things rather than state a fact: they may recur; every other fact is told once. */
const FREE_SLOTS = new Set([
  'place',
  'city',
  'region',
  'country',
  'ns',
  'ew',
  'pole',
  'hemisphere',
  'poleDir',
  'poleDirTo',
  'equatorDirTo',
  'antiNs',
  'antiEw',
  'n',
  'n1',
  'n2',
  'n3',
  'nCapital',
  'nSeat',
  'wSource',
  'lm',
  'Lm',
]);

export interface Rendered {
  text: string;
  /** The facts this sentence states, so no other sentence repeats them. */
  claims: string[];
}

/** "n2Km" (the second neighbour's distance, in theme sentences) and "nKm" in neighbour 2's passage are one fact. */
function claimKey(slot: string, neighbour: number | undefined): string {
  const numbered = /^n(\d)(\w+)$/u.exec(slot);
  if (numbered) return `n${numbered[1]}.n${numbered[2]}`;
  return neighbour !== undefined && slot.startsWith('n') ? `n${neighbour}.${slot}` : slot;
}

/** Fills a template, or returns null when the place lacks one of its facts. */
export function renderTemplate(
  template: Template,
  vars: Vars,
  pack: LanguagePack,
  context: FormContext,
  neighbour?: number,
): Rendered | null {
  const claims: string[] = [];
  let missing = false;
  const text = template.replace(SLOT, (match, slot: string, form: string | undefined) => {
    if (slot.startsWith('@')) {
      if (match !== OFFLINE_TAG) claims.push(slot);
      return '';
    }
    const value = vars[slot];
    if (value === undefined) {
      missing = true;
      return '';
    }
    if (!FREE_SLOTS.has(slot)) claims.push(claimKey(slot, neighbour));
    if (!form) return value;
    const inflect = pack.forms[form];
    if (!inflect) throw new Error(`Language ${pack.code} has no form "${form}" (in: ${template})`);
    return inflect(value, context);
  });
  return missing ? null : { text: capitalised(tidy(text, pack.code), pack.code), claims };
}
