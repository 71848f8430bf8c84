import { findThemeKeyword } from '@roamcast/shared/logic/voice-command-vocabulary';

/** Words in a free-text request that name a creator preset (English; other languages take the general sights). */
const PRESET_WORDS: readonly [RegExp, string][] = [
  [/\b(coffee|caf[eé]s?|espresso|roaster)/i, 'coffee_cafes'],
  [/\bstreet art|\bmurals?\b|\bgraffiti/i, 'street_art'],
  [/\b(ghosts?|haunted|spooky|paranormal)/i, 'ghost_stories'],
  [/\b(legends?|folklore|myths?)\b/i, 'local_legends'],
  [/\b(food|eat|eating|cuisine|restaurants?|markets?|tapas|street food|dishes)\b/i, 'food_culture'],
  [/\b(architect|architecture|buildings?|skyscrapers?)/i, 'architecture'],
  [/\b(museums?|galler(y|ies)|art)\b/i, 'art_culture'],
  [/\b(books?|writers?|authors?|literary|poets?|novels?)\b/i, 'literary'],
  [/\b(churches|church|temples?|mosques?|shrines?|cathedrals?|religious|sacred)\b/i, 'religious_sites'],
  [/\b(parks?|nature|gardens?|wildlife|hikes?|hiking|trails?)\b/i, 'nature'],
  [/\b(bars?|pubs?|nightlife|clubs?|cocktails?)\b/i, 'nightlife'],
  [/\b(shopping|shops?|boutiques?)\b/i, 'shopping'],
  [/\b(photos?|photography|viewpoints?|views?|instagram)/i, 'photography'],
  [/\b(kids?|children|famil(y|ies))\b/i, 'family_friendly'],
  [/\b(romantic|romance|love|date)\b/i, 'romantic_stories'],
  [/\b(science|scientists?|inventors?|innovation|technology|engineering)\b/i, 'science_innovation'],
  [/\b(sports?|stadiums?|football|soccer|baseball)\b/i, 'sports_recreation'],
  [/\b(waterfront|harbou?r|beach(es)?|river|seaside|port)\b/i, 'waterfront'],
  [/\b(spa|wellness|relax|calm|quiet)\b/i, 'wellness'],
  [/\b(hidden|secret|off the beaten|lesser[- ]known|locals?)\b/i, 'hidden_gems'],
  [/\b(history|historic|historical|ancient|medieval|war)\b/i, 'historical_facts'],
  [/\b(famous people|famous residents|lived|celebrit)/i, 'famous_people'],
];

/** The theme a free-text request asks for: a creator preset when one is named, else a narration theme keyword, else `fallback`. */
export function themeFromRequest(text: string, fallback: string): string {
  for (const [pattern, preset] of PRESET_WORDS) if (pattern.test(text)) return preset;
  return (
    findThemeKeyword(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ) ?? fallback
  );
}

/** A tour name from a request: its first sentence, cut at a word near 80 characters. */
export function nameFromRequest(text: string): string {
  const first = text
    .trim()
    .split(/(?<=[.!?。！？])\s*/u)[0]!
    .trim();
  if (first.length <= 80) return first.replace(/[.!?。！？]$/u, '');
  const cut = first.slice(0, 80);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).trimEnd()}…`;
}
