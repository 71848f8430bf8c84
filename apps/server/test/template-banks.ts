/** A language's words and sentences as its data file holds them: strings, lists of alternatives, nested groups. */
export type TemplateBank = { [key: string]: string | readonly string[] | TemplateBank };

/** The slots a template fills: {place}, {country|the} (as "country"), {@topic} tags. */
export function slotsOf(template: string): Set<string> {
  return new Set([...template.matchAll(/\{(@?\w+)(?:\|\w+)?\}/gu)].map((match) => match[1]!));
}

/**
 * The fact a slot tells: {Lm} is {lm} capitalised and {noonDirTo} is {noonDir} with its
 * preposition, so a language may pick the form its grammar needs.
 */
export const factOf = (slot: string) => slot.replace(/^Lm/u, 'lm').replace(/DirTo$/u, 'Dir');

/**
 * Names of where the listener is, always supplied; a translation may use them anywhere, or say
 * "here" instead. Every other slot is a fact, and a fact must be told where English tells it.
 */
const NAMES = new Set(['place', 'city', 'region', 'country', 'lm']);

export interface BankProblem {
  key: string;
  problem: string;
}

export interface BankRules {
  /** Markers a language may add that fill nothing (the answers' {capital}). */
  markers?: readonly string[];
  /** Keys (dotted paths) a language may leave out, where English needs a form it has no use for. */
  optional?: readonly string[];
}

const facts = (templates: readonly string[]) => new Set(templates.flatMap((t) => [...slotsOf(t)].map(factOf)));
const kind = (value: unknown) =>
  Array.isArray(value) ? 'list' : typeof value === 'object' && value !== null ? 'group' : 'sentence';
const isGroup = (value: unknown): value is TemplateBank => kind(value) === 'group';
const asList = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);

/**
 * Where a translation's bank differs in shape from the English one: a key English has that it
 * lacks, an empty list or sentence, a fact an English sentence tells that its sentence leaves out,
 * or a slot English never fills there (the code fills only what the English bank asks for). A list
 * of alternatives is compared as a whole: lists may differ in length (a single sentence counts as
 * a list of one), but together the alternatives may use no slot the English alternatives do not.
 */
export function bankProblems(
  english: TemplateBank,
  translation: TemplateBank,
  rules: BankRules = {},
  prefix = '',
): BankProblem[] {
  const problems: BankProblem[] = [];
  for (const [name, source] of Object.entries(english)) {
    const key = prefix ? `${prefix}.${name}` : name;
    const value = translation[name];
    if (value === undefined) {
      if (!rules.optional?.includes(key)) problems.push({ key, problem: 'is missing' });
    } else if (isGroup(source) || isGroup(value)) {
      if (isGroup(source) && isGroup(value)) problems.push(...bankProblems(source, value, rules, key));
      else problems.push({ key, problem: `is a ${kind(value)} where English has a ${kind(source)}` });
    } else {
      const sources = asList(source);
      const values = asList(value);
      if (!values.length) problems.push({ key, problem: 'is an empty list' });
      if (typeof source === 'string' && typeof value === 'string') {
        const told = facts([value]);
        for (const fact of facts([source]))
          if (!told.has(fact) && !NAMES.has(fact)) problems.push({ key, problem: `lacks {${fact}}` });
      }
      const allowed = facts(sources);
      values.forEach((template, i) => {
        const where = typeof value === 'string' ? key : `${key}[${i}]`;
        if (typeof template !== 'string' || !template.trim()) problems.push({ key: where, problem: 'is empty' });
        else
          for (const slot of slotsOf(template))
            if (!allowed.has(factOf(slot)) && !NAMES.has(factOf(slot)) && !rules.markers?.includes(slot))
              problems.push({ key: where, problem: `uses {${slot}}, which English never fills there` });
      });
    }
  }
  return problems;
}
