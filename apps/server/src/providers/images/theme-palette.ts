import { THEMES } from '@roamcast/shared/catalog/themes';
import { CREATOR_PRESETS } from '@roamcast/shared/catalog/creator-presets';

/** The artwork a theme's cover shows in front of its sky. */
export type Scenery = 'city' | 'forest' | 'water';
/** The light in its sky. */
export type SkyLight = 'sun' | 'moon';

export interface ThemePalette {
  /** The 950 shade of the theme's overlay (SPEC overlayClass): skies, panels. */
  dark: string;
  /** The theme's accent (SPEC accentClass, the 500 shade): the route, stop dots, the theme label. */
  accent: string;
  scenery: Scenery;
  light: SkyLight;
}

// Tailwind's 950 and 500 shades, the ones the web's overlayClass and accentClass use.
const HUES = {
  purple: ['#3b0764', '#a855f7'],
  amber: ['#451a03', '#f59e0b'],
  green: ['#052e16', '#22c55e'],
  slate: ['#020617', '#94a3b8'],
  pink: ['#500724', '#ec4899'],
  orange: ['#431407', '#f97316'],
  blue: ['#172554', '#3b82f6'],
  indigo: ['#1e1b4b', '#6366f1'],
  cyan: ['#083344', '#06b6d4'],
  sky: ['#082f49', '#0ea5e9'],
  red: ['#450a0a', '#ef4444'],
  fuchsia: ['#4a044e', '#d946ef'],
  emerald: ['#022c22', '#10b981'],
  teal: ['#042f2e', '#14b8a6'],
  violet: ['#2e1065', '#8b5cf6'],
  rose: ['#4c0519', '#f43f5e'],
  yellow: ['#422006', '#eab308'],
  lime: ['#1a2e05', '#84cc16'],
  zinc: ['#09090b', '#10b981'],
} as const satisfies Record<string, readonly [string, string]>;
type Hue = keyof typeof HUES;

/** Every catalogue theme and creator preset: [hue, scenery, light]. The catalogue's hues mirror its overlayClass. */
const THEME_LOOKS: Record<string, [Hue, Scenery, SkyLight]> = {
  ghost_stories: ['purple', 'city', 'moon'],
  historical_facts: ['amber', 'city', 'sun'],
  nature: ['green', 'forest', 'sun'],
  architecture: ['slate', 'city', 'sun'],
  fun_facts: ['pink', 'city', 'sun'],
  food_culture: ['orange', 'city', 'sun'],
  famous_people: ['blue', 'city', 'sun'],
  local_legends: ['indigo', 'forest', 'moon'],
  science_innovation: ['cyan', 'city', 'sun'],
  weather: ['sky', 'forest', 'sun'],
  local_news: ['red', 'city', 'sun'],
  community_events: ['fuchsia', 'city', 'moon'],
  auto_channel: ['zinc', 'city', 'sun'],
  art_culture: ['fuchsia', 'city', 'sun'],
  coffee_cafes: ['amber', 'city', 'sun'],
  family_friendly: ['sky', 'forest', 'sun'],
  hidden_gems: ['teal', 'city', 'moon'],
  literary: ['indigo', 'city', 'moon'],
  nightlife: ['violet', 'city', 'moon'],
  photography: ['slate', 'water', 'sun'],
  religious_sites: ['yellow', 'city', 'sun'],
  romantic_stories: ['rose', 'water', 'moon'],
  shopping: ['pink', 'city', 'sun'],
  sports_recreation: ['lime', 'forest', 'sun'],
  street_art: ['orange', 'city', 'moon'],
  waterfront: ['cyan', 'water', 'sun'],
  wellness: ['emerald', 'forest', 'sun'],
};

const CUSTOM_HUES: readonly Hue[] = ['blue', 'teal', 'violet', 'orange', 'rose', 'emerald', 'indigo', 'amber'];

function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A theme's colours and artwork. A custom theme (free text) always gets the same look for the same words. */
export function paletteOf(theme: string | null): ThemePalette {
  const id = theme?.trim() || 'auto_channel';
  const look = THEME_LOOKS[id];
  const [hue, scenery, light] = look ?? [CUSTOM_HUES[hashText(id.toLowerCase()) % CUSTOM_HUES.length]!, 'city', 'sun'];
  const [dark, accent] = HUES[hue];
  return { dark, accent, scenery, light };
}

/** The words a cover prints for its theme: the catalogue's or the creator preset's name, else the creator's own text. */
export function themeLabelOf(theme: string | null): string {
  const id = theme?.trim();
  if (!id) return THEMES.find((entry) => entry.id === 'auto_channel')!.name;
  return THEMES.find((entry) => entry.id === id)?.name ?? CREATOR_PRESETS.find((entry) => entry.id === id)?.name ?? id;
}

/** Mixes two #rrggbb colours: t = 0 gives `from`, 1 gives `to`. */
export function mixColour(from: string, to: string, t: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  const parts = [1, 3, 5].map((at) => Math.round(channel(from, at) + (channel(to, at) - channel(from, at)) * t));
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** #rrggbb with an alpha, as canvas wants it. */
export function withAlpha(hex: string, alpha: number): string {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${alpha})`;
}
