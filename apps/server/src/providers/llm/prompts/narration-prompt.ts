import { NARRATION_BEGIN_MARKER, NARRATION_END_MARKER } from '@roamcast/shared/catalog/constants';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { PlaceFacts } from '../../geo/place-facts';
import type { NarrationExperience, WriteNarrationRequest } from '../narration-writer';
import { LANGUAGE_PACKS } from '../offline/lang/packs';
import { DEEP_DIVE_SYSTEM_PROMPT } from './deep-dive-system';
import { EXPLORER_SYSTEM_PROMPT } from './explorer-system';
import { describeFacts } from './facts-block';
import { languageInstruction, lengthInstruction, narrationTokenBudget } from './language-instructions';
import { localTime } from './local-time';
import { NO_LIVE_DATA_GUIDANCE, THEME_GUIDANCE } from './theme-guidance';
import { TOUR_STOP_SYSTEM_PROMPT } from './tour-stop-system';

export interface BuiltPrompt {
  system: string;
  prompt: string;
  maxTokens: number;
  temperature: number;
}

const SYSTEM_PROMPTS: Record<NarrationExperience, string> = {
  explorer: EXPLORER_SYSTEM_PROMPT,
  tour_stop: TOUR_STOP_SYSTEM_PROMPT,
  deep_dive: DEEP_DIVE_SYSTEM_PROMPT,
};

/** Some variety between two narrations of one place, still steady enough to stay on the facts. */
const NARRATION_TEMPERATURE = 0.7;

/** The theme's English name, as the model is briefed in English. */
export function themeName(theme: NarrationThemeId): string {
  return LANGUAGE_PACKS.en.themes[theme].name;
}

function hasLiveData(theme: NarrationThemeId, facts: PlaceFacts): boolean {
  if (theme === 'weather') return Boolean(facts.weather);
  if (theme === 'local_news') return Boolean(facts.headlines?.length);
  if (theme === 'community_events') return Boolean(facts.events?.length);
  return true;
}

function taskLines(request: WriteNarrationRequest, theme: string): string[] {
  const place = request.facts.place.name;
  const focus = request.focus?.trim();
  switch (request.experience ?? 'explorer') {
    case 'deep_dive':
      return [
        `Write a deep dive in the theme "${theme}" about ${place}.`,
        ...(focus ? [`What the listener wants to learn: ${focus}`] : []),
      ];
    case 'tour_stop':
      return [
        `Write the narration for one stop of the tour${request.tourName ? ` "${request.tourName.trim()}"` : ''}, in the theme "${theme}".`,
        ...(focus ? [`This stop: ${focus}`] : [`This stop is at ${place}.`]),
      ];
    default:
      return [`Write an explorer narration in the theme "${theme}" for a listener at ${place}.`];
  }
}

/** The system and user prompts for one narration, with the token budget its length needs. */
export function buildNarrationPrompt(request: WriteNarrationRequest, now: Date = new Date()): BuiltPrompt {
  const { facts, theme, language, targetWords } = request;
  const name = themeName(theme);
  const liveGap = hasLiveData(theme, facts) ? undefined : NO_LIVE_DATA_GUIDANCE[theme];
  const prompt = [
    ...taskLines(request, name),
    '',
    `Theme, ${name}: ${THEME_GUIDANCE[theme]}`,
    ...(liveGap ? [liveGap] : []),
    languageInstruction(language),
    lengthInstruction(language, targetWords),
    `Local time: ${localTime(now, request.timeZone, facts)}`,
    '',
    'Facts:',
    describeFacts(facts),
    '',
    `Write the optional TITLE line, then ${NARRATION_BEGIN_MARKER}, the narration, and ${NARRATION_END_MARKER}.`,
  ].join('\n');
  return {
    system: SYSTEM_PROMPTS[request.experience ?? 'explorer'],
    prompt,
    maxTokens: narrationTokenBudget(language, targetWords),
    temperature: NARRATION_TEMPERATURE,
  };
}
