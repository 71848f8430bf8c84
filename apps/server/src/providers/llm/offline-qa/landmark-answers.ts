import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { LANDMARK_BANKS } from '../offline/lang/landmark-banks';
import type { LandmarkKey } from '../offline/landmark-bank';
import { landmarkVars } from '../offline/landmark-vars';
import { renderTemplate } from '../offline/render-template';
import { LANGUAGE_PACKS } from '../offline/lang/packs';
import { compileKeywords, normalizeText } from './normalize-text';
import type { Speaker } from './speaker';
import type { Lines } from './place-answers';

type Asked = 'height' | 'designer' | 'built';

/**
 * How each language asks about a landmark, tried in this order ("who built it?" asks who, not
 * when). English counts in every language, as for the other intents.
 */
const ASKS: Record<LanguageCode, Record<Asked, string>> = {
  en: {
    height: 'how tall|how high|height|tall$',
    designer: 'who designed|designed|design|architect|engineer|who built|who made|who created',
    built: 'when was|when were|how old|built|constructed|founded|opened|completed',
  },
  es: {
    height: 'qué altura|que altura|cuánto mide|cuanto mide|altura|alto$',
    designer: 'quién diseñó|quien diseño|diseñ|arquitect|ingenier|quién construyó|quien construyo',
    built: 'cuándo se|cuando se|cuándo fue|cuando fue|antigüedad|construy|fund',
  },
  fr: {
    height: 'quelle hauteur|hauteur|combien mesure|haut$',
    designer: 'qui a conçu|conçu|architecte|ingénieur|qui a construit|qui a bâti',
    built: 'quand|construit|bâti|fondé|date de',
  },
  de: {
    height: 'wie hoch|höhe|hoch$',
    designer: 'wer hat|entworfen|architekt|ingenieur|wer baute',
    built: 'wann|gebaut|erbaut|wie alt|gegründet',
  },
  it: {
    height: 'quanto è alt|altezza|quanto misura|alt$',
    designer: 'chi ha progettato|progett|architett|ingegner|chi ha costruito',
    built: 'quando|costruit|fondat|quanti anni',
  },
  pt: {
    height: 'qual a altura|qual é a altura|altura|quanto mede|alt$',
    designer: 'quem projetou|projet|arquitet|engenheir|quem construiu',
    built: 'quando|construíd|construid|fundad|quantos anos',
  },
  ja: {
    height: '高さ|何メートル|どのくらい高|どれくらい高',
    designer: '設計|建築家|誰が建て|だれが建て|誰が作|だれが作',
    built: 'いつ|何年|建てられ|完成',
  },
  zh: {
    height: '多高|高度|几米|多少米',
    designer: '设计|建筑师|谁建|谁修',
    built: '什么时候|何时|哪一年|哪年|建于|建造|多少年',
  },
  ko: {
    height: '높이|얼마나 높|몇 미터',
    designer: '설계|건축가|누가 지었|누가 만들',
    built: '언제|지어졌|몇 년|세워졌',
  },
  ar: { height: 'ارتفاع|كم يبلغ|كم طول', designer: 'صمم|المعماري|مهندس|من بنى', built: 'متى|بني|بناء|تأسس' },
};

/** The facts that answer each question, the most direct first. */
const ANSWERS: Record<Asked, LandmarkKey[]> = {
  height: ['height', 'elevation', 'length'],
  designer: ['architect', 'designer', 'engineer', 'builder', 'sculptor', 'patron', 'founder'],
  built: ['built', 'completed', 'founded', 'opened', 'rebuilt'],
};

const compiled = new Map<LanguageCode, Array<[Asked, string[]]>>();

function asked(question: string, language: LanguageCode): Asked | null {
  const normalized = normalizeText(question);
  for (const code of new Set<LanguageCode>([language, 'en'])) {
    let lists = compiled.get(code);
    if (!lists) {
      lists = (Object.keys(ASKS[code]) as Asked[]).map((k) => [k, compileKeywords(ASKS[code][k], code)]);
      compiled.set(code, lists);
    }
    for (const [kind, keywords] of lists) if (keywords.some((k) => normalized.includes(k))) return kind;
  }
  return null;
}

/**
 * When, by whom and how tall, for the landmark the listener stands at, from the pack's facts and
 * nothing else; null when the question is not one of these or the pack has no answer to it.
 */
export function landmarkAnswer(question: string, s: Speaker): Lines | null {
  const hit = s.facts?.landmark;
  if (!hit || !s.fmt) return null;
  const kind = asked(question, s.language);
  if (!kind) return null;
  const bank = LANDMARK_BANKS[s.language];
  const lv = landmarkVars(hit, s.language, bank, s.fmt);
  if (!lv) return null;
  const context = { countryCode: s.facts!.country.code };
  const say = (template: string) =>
    renderTemplate(template, lv.vars, LANGUAGE_PACKS[s.language], context)?.text ?? null;
  const lines = ANSWERS[kind]
    .filter((key) => lv.keys.has(key))
    .slice(0, 2)
    .map((key) => say(bank.say[key]));
  if (!lines.length) return null;
  const where = say(bank[lv.vars.lmDist ? 'near' : 'inside'][0]!);
  return [...lines, where];
}
