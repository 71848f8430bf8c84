/** The explorer theme catalogue (SPEC §3) and the auto-channel rotation (SPEC §4). */
export const THEME_IDS = [
  'ghost_stories',
  'historical_facts',
  'nature',
  'architecture',
  'fun_facts',
  'food_culture',
  'famous_people',
  'local_legends',
  'science_innovation',
  'weather',
  'local_news',
  'community_events',
  'auto_channel',
] as const;

export type ThemeId = (typeof THEME_IDS)[number];

/** Themes a narration can actually be written in: the catalogue without the auto channel, plus romantic_stories. */
export type NarrationThemeId = Exclude<ThemeId, 'auto_channel'> | 'romantic_stories';

export interface Theme {
  id: ThemeId;
  name: string;
  description: string;
  /** A Lucide icon name. */
  icon: string;
  /** Tailwind gradient classes laid over photos; dark enough for 4.5:1 white text. */
  overlayClass: string;
  /** Tailwind background class for the active dot, progress and key buttons. */
  accentClass: string;
}

export const THEMES: readonly Theme[] = [
  {
    id: 'ghost_stories',
    name: 'Ghost Stories',
    description: 'Haunted tales and eerie legends',
    icon: 'Ghost',
    overlayClass: 'from-purple-950/90 via-purple-900/50 to-black/30',
    accentClass: 'bg-purple-500',
  },
  {
    id: 'historical_facts',
    name: 'Historical Facts',
    description: 'Stories from the past',
    icon: 'Landmark',
    overlayClass: 'from-amber-950/90 via-amber-900/50 to-black/30',
    accentClass: 'bg-amber-500',
  },
  {
    id: 'nature',
    name: 'Nature & Wildlife',
    description: 'Natural wonders and wildlife',
    icon: 'Trees',
    overlayClass: 'from-green-950/90 via-green-900/50 to-black/30',
    accentClass: 'bg-green-500',
  },
  {
    id: 'architecture',
    name: 'Architecture',
    description: 'Buildings and structures',
    icon: 'Building2',
    overlayClass: 'from-slate-950/90 via-slate-800/50 to-black/30',
    accentClass: 'bg-slate-400',
  },
  {
    id: 'fun_facts',
    name: 'Fun Facts',
    description: 'Quirky and interesting tidbits',
    icon: 'Sparkles',
    overlayClass: 'from-pink-950/90 via-pink-900/50 to-black/30',
    accentClass: 'bg-pink-500',
  },
  {
    id: 'food_culture',
    name: 'Local Cuisine & Food Culture',
    description: 'Local cuisine and traditions',
    icon: 'UtensilsCrossed',
    overlayClass: 'from-orange-950/90 via-orange-900/50 to-black/30',
    accentClass: 'bg-orange-500',
  },
  {
    id: 'famous_people',
    name: 'Famous People & Residents',
    description: 'Notable residents and figures',
    icon: 'Users',
    overlayClass: 'from-blue-950/90 via-blue-900/50 to-black/30',
    accentClass: 'bg-blue-500',
  },
  {
    id: 'local_legends',
    name: 'Local Legends & Folklore',
    description: 'Folklore and mythology',
    icon: 'BookOpen',
    overlayClass: 'from-indigo-950/90 via-indigo-900/50 to-black/30',
    accentClass: 'bg-indigo-500',
  },
  {
    id: 'science_innovation',
    name: 'Science & Innovation',
    description: 'Tech and scientific achievements',
    icon: 'FlaskConical',
    overlayClass: 'from-cyan-950/90 via-cyan-900/50 to-black/30',
    accentClass: 'bg-cyan-500',
  },
  {
    id: 'weather',
    name: 'Weather & Forecast',
    description: 'Current conditions and forecast',
    icon: 'CloudSun',
    overlayClass: 'from-sky-950/90 via-sky-900/50 to-black/30',
    accentClass: 'bg-sky-500',
  },
  {
    id: 'local_news',
    name: 'Local News',
    description: 'Recent headlines and stories',
    icon: 'Newspaper',
    overlayClass: 'from-red-950/90 via-red-900/50 to-black/30',
    accentClass: 'bg-red-500',
  },
  {
    id: 'community_events',
    name: 'Community Events',
    description: 'Upcoming concerts and festivals',
    icon: 'CalendarDays',
    overlayClass: 'from-fuchsia-950/90 via-fuchsia-900/50 to-black/30',
    accentClass: 'bg-fuchsia-500',
  },
  {
    id: 'auto_channel',
    name: 'Auto Channel',
    description: 'Rotating through all themes',
    icon: 'Radio',
    overlayClass: 'from-zinc-950/90 via-zinc-900/50 to-black/30',
    accentClass: 'bg-emerald-500',
  },
];

const THEME_BY_ID = new Map(THEMES.map((theme) => [theme.id, theme]));

export const FALLBACK_THEME_ID: ThemeId = 'auto_channel';

export function isThemeId(id: string): id is ThemeId {
  return THEME_BY_ID.has(id as ThemeId);
}

/** An unknown theme id falls back to the auto channel (SPEC §3). */
export function resolveThemeId(id: string | null | undefined): ThemeId {
  return id && isThemeId(id) ? id : FALLBACK_THEME_ID;
}

export function getTheme(id: string | null | undefined): Theme {
  return THEME_BY_ID.get(resolveThemeId(id))!;
}

/** The auto channel's order (SPEC §4); romantic_stories is in the rotation though not in the catalogue. */
export const AUTO_CHANNEL_ROTATION: readonly NarrationThemeId[] = [
  'fun_facts',
  'historical_facts',
  'ghost_stories',
  'nature',
  'architecture',
  'food_culture',
  'famous_people',
  'local_legends',
  'science_innovation',
  'romantic_stories',
  'weather',
  'local_news',
  'community_events',
];

/** The theme after `current` in the rotation; anything outside it starts the rotation over. */
export function nextAutoChannelTheme(current: string | null | undefined): NarrationThemeId {
  const index = AUTO_CHANNEL_ROTATION.indexOf(current as NarrationThemeId);
  return AUTO_CHANNEL_ROTATION[(index + 1) % AUTO_CHANNEL_ROTATION.length]!;
}

/** The theme a narration is written in: the auto channel starts its rotation at fun_facts. */
export function narrationThemeFor(id: string | null | undefined): NarrationThemeId {
  const theme = resolveThemeId(id);
  return theme === 'auto_channel' ? AUTO_CHANNEL_ROTATION[0]! : theme;
}
