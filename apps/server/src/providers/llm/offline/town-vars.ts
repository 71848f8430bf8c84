import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Town, TownFact } from '../../knowledge/towns/town-schema';
import type { LandmarkBank } from './landmark-bank';
import { townSource } from '../../knowledge/towns/describe-town';
import type { Vars } from './place-vars';
import type { TownBank } from './lang/town-bank-schema';
import type { Template } from './types';

/** Languages whose names of people, dishes and places must be in their own script to be said at all. */
const OWN_SCRIPT: ReadonlySet<LanguageCode> = new Set(['ja', 'zh', 'ko', 'ar']);

type Names = Partial<Record<LanguageCode, string>>;

/** A fact as one language can tell it: the sentences that fit it, their slots, and where it comes from. */
export interface TownFactVars {
  fact: TownFact;
  templates: readonly Template[];
  vars: Vars;
  /** The fact's claims: a second sentence stating it is never added. `claims[0]` names this fact alone. */
  claims: string[];
  source: string;
}

/** A name in the listener's language: the English (Latin-script) form stands in only for Latin-script languages. */
function nameIn(names: Names | undefined, language: LanguageCode, latin?: string): string | undefined {
  const own = names?.[language];
  if (own) return own;
  if (OWN_SCRIPT.has(language)) return undefined;
  const stand = latin ?? names?.en;
  // A proper name ("Ingólfur Arnarson") stands in for another Latin-script language; an English phrase
  // ("the high-seat pillars of Ingólfur Arnarson") would be English inside a German sentence.
  if (stand && language !== 'en' && ENGLISH_WORDS.test(stand)) return undefined;
  return stand;
}

const ENGLISH_WORDS = /\b(?:the|of|and|with|from|who|whose|his|her|their)\b/u;
/** The English word a nature name opens with before its proper name ("Lake Brateș", "Mount Tarawera"). */
const ENGLISH_FEATURE = /^(?:Lake|Mount|Mt\.?|Cape)\s+(?=\p{Lu})/u;

/**
 * English names of events come with or without "the" ("The Blitz", "Great Fire of London"); the
 * templates that say "the {name}" get them bare.
 */
const bareEnglish = (name: string) => name.replace(/^the\s+/iu, '');

/** Nature features whose English templates put "the" before the name ("the Rhine", "the Sahara"). */
const EN_THE_NATURE = new Set(['river', 'sea', 'fjord', 'lagoon', 'desert', 'aurora']);

/** English places said with "the": "the Tower of London", "the Old New Synagogue", but "Montmartre", "Prague Castle". */
const enPlace = (name: string) =>
  /^the\s/iu.test(name) ||
  !/\bof\b|^(Old|New|Great|Tower|Castle|Palace|Church|Cathedral|Abbey|Bridge|House|Museum|Temple|Shrine)\s/u.test(name)
    ? name
    : `the ${name}`;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Slots that may open a sentence get a capitalised twin: {When}, {Who}, {Industry}, {Since}... */
function withCapitals(vars: Vars): Vars {
  const out = { ...vars };
  for (const slot of ['when', 'who', 'industry', 'where', 'name', 'dish', 'since', 'span']) {
    const value = vars[slot];
    if (value !== undefined) out[capital(slot)] = capital(value);
  }
  return out;
}

/**
 * Events whose named fact is another fact than the unnamed one: "the Stari Most was rebuilt" is not "Mostar
 * was rebuilt", and "the sailing events of the 2008 Olympics" are not the Games. Told only by their named wordings.
 */
const NAMED_ONLY = new Set<string>(['rebuilt', 'olympics']);
/** The events that found a town: a second one is a new founding. */
const FOUNDING_EVENTS = new Set<string>(['founded', 'colonial_founding']);
/** Events about one of the town's landmarks, which only its name can tell. */
const LANDMARK_EVENTS = new Set<string>(['landmark_fire', 'landmark_destroyed']);

/** History events whose English templates put "the" before the name. */
const EN_THE = new Set([
  'divided',
  'great_fire',
  'plague',
  'siege',
  'battle',
  'council',
  'treaty',
  'uprising',
  'trade_league',
  'bombing',
  'worlds_fair',
  'earthquake',
  'independence',
  'olympics',
]);

/**
 * The person with what they are remembered as, unless the name already says it ("Emperor Kanmu",
 * not "the emperor Emperor Kanmu"; 吴王阖闾, not 国王吴王阖闾).
 */
export function withTitle(occupation: string, name: string): string {
  const title = occupation
    .replace('{name}', '')
    .replace(/^(the|el|la|le|l’|il|o|a)\s+/iu, '')
    .trim();
  const own = new Set(name.toLowerCase().split(/[\s,]+/u));
  const titled =
    title.split(/[\s,،]+/u).some((word) => word.length > 2 && own.has(word.toLowerCase())) ||
    // Chinese and Japanese write the title into the name without a space: 吴王阖闾 is already a king (王).
    (/^\p{Script=Han}+$/u.test(title) && name.includes(title.slice(-1)));
  return titled ? name : occupation.replace('{name}', name);
}

/** English titles that the occupation phrase says in the listener's language instead. */
const ENGLISH_TITLES: Partial<Record<string, RegExp>> = {
  emperor: /^(Emperor|Empress)\s+/u,
  king: /^King\s+/u,
  queen: /^Queen\s+/u,
};

/** How a town fact's source is listed: "Town pack: Wikipedia, “Bonn”". */
export { townSource };

function factVars(
  fact: TownFact,
  language: LanguageCode,
  bank: TownBank,
  years: Pick<LandmarkBank, 'year' | 'when' | 'span'>,
): [templates: readonly Template[] | undefined, vars: Vars] | null {
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  switch (fact.kind) {
    case 'history': {
      // An event's name is a phrase to translate ("Free Imperial City"), not a proper name: said only in
      // the listener's own language, else the sentence goes without it.
      const raw = fact.name?.[language];
      const name = raw && language === 'en' && EN_THE.has(fact.event) ? bareEnglish(raw) : raw;
      const as = nameIn(fact.as, language);
      const all = bank.history[fact.event];
      // Said without its name, a rebuilt or burned building would be heard as the whole town.
      if ((fact.event === 'rebuilt' && fact.name) || LANDMARK_EVENTS.has(fact.event)) {
        if (!name) return null;
      }
      const templates =
        name && NAMED_ONLY.has(fact.event) ? all?.filter((template) => /\{[Nn]ame\b/u.test(template)) : all;
      return [
        templates,
        {
          when: years.when(fact.year, undefined, fact.approx),
          year: years.year(fact.year, fact.approx),
          ...(fact.end !== undefined && { span: years.span(fact.year, fact.end) }),
          ...(name && { name }),
          ...(as && { as }),
        },
      ];
    }
    case 'person': {
      const own = fact.names?.[language];
      // "Emperor Kanmu" said in Spanish is "el emperador Kanmu": the English title gives way to the language's own.
      const latin = own ? undefined : fact.name.replace(ENGLISH_TITLES[fact.occupation] ?? /^$/u, '');
      const name = own ?? nameIn(undefined, language, latin);
      const occupation = bank.occupation[fact.occupation];
      if (!name || !occupation) return null;
      return [
        bank.person[fact.role],
        {
          name,
          who: withTitle(occupation, name),
          ...(fact.year !== undefined && { when: years.when(fact.year) }),
        },
      ];
    }
    case 'food': {
      const dish = nameIn(fact.dish, language);
      const kind = bank.foodKind[fact.food];
      return dish && kind ? [bank.food[fact.tie], { dish, kind }] : null;
    }
    case 'legend': {
      // A named figure or place that cannot be said in this script leaves the legend untold here.
      const who = fact.who && nameIn(fact.who, language);
      if (fact.who && !who) return null;
      const place = fact.where && nameIn(fact.where, language);
      const where = place && language === 'en' ? enPlace(place) : place;
      return [bank.legend[fact.motif], { ...(who && { who }), ...(where && { where }) }];
    }
    case 'nature': {
      // Standing in for another Latin-script language, "Lake Brateș" drops its English word: the
      // sentence names the feature itself ("Der See hier heißt Brateș").
      const english = fact.name[language] ? undefined : fact.name.en.replace(ENGLISH_FEATURE, '');
      const raw = nameIn(fact.name, language, language === 'en' ? undefined : english);
      const name = raw && language === 'en' && EN_THE_NATURE.has(fact.feature) ? bareEnglish(raw) : raw;
      return name ? [bank.nature[fact.feature], { name }] : null;
    }
    case 'industry': {
      const industry = bank.industries[fact.industry];
      if (!industry) return null;
      const name = fact.name && nameIn(fact.name, language);
      const templates = [
        ...bank.industry.plain,
        ...(fact.since === undefined ? [] : bank.industry.since),
        ...(name ? bank.industry.named : []),
      ];
      return [
        templates,
        { industry, ...(fact.since !== undefined && { since: years.span(fact.since) }), ...(name && { name }) },
      ];
    }
    case 'culture': {
      const name = nameIn(fact.name, language);
      if (!name) return null;
      return [bank.culture[fact.culture], { name, ...(fact.since !== undefined && { since: years.span(fact.since) }) }];
    }
    case 'population':
      return [bank.population, { pop: number(fact.value), when: years.when(fact.year) }];
  }
}

/** The town's facts this language can tell, in the pack's order, each with its sentences and slots. */
export function townVars(
  town: Town,
  language: LanguageCode,
  bank: TownBank,
  years: Pick<LandmarkBank, 'year' | 'when' | 'span'>,
): TownFactVars[] {
  // A town founded twice (Buenos Aires 1536, then 1580): the later founding is told as a new one.
  const foundings = town.facts.flatMap((fact) =>
    fact.kind === 'history' && FOUNDING_EVENTS.has(fact.event) ? [fact.year] : [],
  );
  const first = Math.min(...foundings);
  return town.facts.flatMap((fact, i) => {
    const said = factVars(fact, language, bank, years);
    if (said && fact.kind === 'history' && FOUNDING_EVENTS.has(fact.event) && fact.year > first)
      said[0] = bank.refounded;
    if (!said?.[0]?.length) return [];
    const [templates, vars] = said;
    // The town's count and the gazetteer's are one fact: whichever is told first, the other is not.
    const claims = [`town.${i}`, ...(fact.kind === 'population' ? ['pop'] : [])];
    return [{ fact, templates, vars: withCapitals(vars), claims, source: townSource(fact.src) }];
  });
}
