import type { PostcardStyleId } from '@roamcast/shared/catalog/postcard-styles';
import type { ThemePalette } from '../theme-palette';

export type PhotoFilter = 'sepia' | 'vivid' | 'wash' | 'teal_orange' | 'cel' | 'impasto' | 'pop';
export type FrameKind = 'stamp' | 'clean' | 'deckle' | 'letterbox' | 'rounded' | 'gilded' | 'comic';
export type TextureKind = 'grain' | 'none' | 'paper' | 'film' | 'soft' | 'canvas' | 'halftone';

export interface TitleType {
  weight: number;
  upper: boolean;
  /** Slant in radians (the bundled sans has no italic face, so it is sheared). */
  slant: number;
  letterSpacing: number;
  /** A thick outline behind the letters (pop art's comic lettering). */
  outline: string | null;
  /** A glow behind the letters (cinematic titles). */
  glow: string | null;
  /** The line above the tour's name. */
  kicker: string;
}

/**
 * One style preset's treatment (SPEC §9): the colours of its paper, ink and accent, what it does to
 * photos, the texture over them, the frame around the card and its lettering. The seven differ on
 * every axis, so they read as different products, not as one card tinted seven ways.
 */
export interface PostcardLook {
  paper: string;
  ink: string;
  /** Quieter text: the route line, highlight numbers. */
  muted: string;
  accent: string;
  /** The text panel's fill over a photo (scenic variant). */
  panel: string;
  mapPaper: string;
  mapGrid: string;
  filter: PhotoFilter;
  frame: FrameKind;
  texture: TextureKind;
  title: TitleType;
  /** The scene drawn when the tour has no photo. */
  scene: ThemePalette;
}

export const POSTCARD_LOOKS: Record<PostcardStyleId, PostcardLook> = {
  vintage: {
    paper: '#efe2c4',
    ink: '#4a2f17',
    muted: '#7c5a36',
    accent: '#b4532a',
    panel: 'rgba(239, 226, 196, 0.92)',
    mapPaper: '#e6d3a8',
    mapGrid: 'rgba(74, 47, 23, 0.18)',
    filter: 'sepia',
    frame: 'stamp',
    texture: 'grain',
    title: {
      weight: 800,
      upper: true,
      slant: 0,
      letterSpacing: 4,
      outline: null,
      glow: null,
      kicker: 'Greetings from',
    },
    scene: { dark: '#451a03', accent: '#f59e0b', scenery: 'city', light: 'sun' },
  },
  modern: {
    paper: '#ffffff',
    ink: '#0f172a',
    muted: '#475569',
    accent: '#2563eb',
    panel: 'rgba(255, 255, 255, 0.94)',
    mapPaper: '#f1f5f9',
    mapGrid: 'rgba(15, 23, 42, 0.08)',
    filter: 'vivid',
    frame: 'clean',
    texture: 'none',
    title: {
      weight: 800,
      upper: false,
      slant: 0,
      letterSpacing: -1,
      outline: null,
      glow: null,
      kicker: 'A postcard from',
    },
    scene: { dark: '#172554', accent: '#3b82f6', scenery: 'city', light: 'sun' },
  },
  watercolor: {
    paper: '#fbf6ec',
    ink: '#334155',
    muted: '#64748b',
    accent: '#0d9488',
    panel: 'rgba(251, 246, 236, 0.88)',
    mapPaper: '#f3ece0',
    mapGrid: 'rgba(13, 148, 136, 0.12)',
    filter: 'wash',
    frame: 'deckle',
    texture: 'paper',
    title: {
      weight: 300,
      upper: false,
      slant: -0.18,
      letterSpacing: 1,
      outline: null,
      glow: null,
      kicker: 'Painted memories of',
    },
    scene: { dark: '#042f2e', accent: '#14b8a6', scenery: 'water', light: 'sun' },
  },
  cinematic: {
    paper: '#050505',
    ink: '#f5f5f4',
    muted: '#a8a29e',
    accent: '#f59e0b',
    panel: 'rgba(5, 5, 5, 0.72)',
    mapPaper: '#111827',
    mapGrid: 'rgba(245, 158, 11, 0.16)',
    filter: 'teal_orange',
    frame: 'letterbox',
    texture: 'film',
    title: {
      weight: 200,
      upper: true,
      slant: 0,
      letterSpacing: 14,
      outline: null,
      glow: '#f59e0b',
      kicker: 'Now showing',
    },
    scene: { dark: '#083344', accent: '#f97316', scenery: 'water', light: 'sun' },
  },
  ghibli: {
    paper: '#bfe3f5',
    ink: '#1e3a5f',
    muted: '#3b6a8f',
    accent: '#e76f51',
    panel: 'rgba(255, 252, 240, 0.86)',
    mapPaper: '#e8f5d0',
    mapGrid: 'rgba(30, 58, 95, 0.12)',
    filter: 'cel',
    frame: 'rounded',
    texture: 'soft',
    title: { weight: 600, upper: false, slant: 0, letterSpacing: 0, outline: null, glow: null, kicker: 'A day in' },
    scene: { dark: '#14532d', accent: '#86efac', scenery: 'forest', light: 'sun' },
  },
  oil_painting: {
    paper: '#3b2414',
    ink: '#f3e5ab',
    muted: '#d6c08a',
    accent: '#d4a017',
    panel: 'rgba(43, 24, 10, 0.86)',
    mapPaper: '#5a3a1f',
    mapGrid: 'rgba(212, 160, 23, 0.2)',
    filter: 'impasto',
    frame: 'gilded',
    texture: 'canvas',
    title: {
      weight: 700,
      upper: false,
      slant: -0.12,
      letterSpacing: 1,
      outline: null,
      glow: null,
      kicker: 'Souvenir of',
    },
    scene: { dark: '#422006', accent: '#eab308', scenery: 'forest', light: 'sun' },
  },
  pop_art: {
    paper: '#ffe600',
    ink: '#111111',
    muted: '#111111',
    accent: '#ff2d95',
    panel: 'rgba(255, 255, 255, 0.96)',
    mapPaper: '#00d4ff',
    mapGrid: 'rgba(17, 17, 17, 0.25)',
    filter: 'pop',
    frame: 'comic',
    texture: 'halftone',
    title: {
      weight: 900,
      upper: true,
      slant: -0.08,
      letterSpacing: 1,
      outline: '#111111',
      glow: null,
      kicker: 'Wow! It’s',
    },
    scene: { dark: '#4a044e', accent: '#ff2d95', scenery: 'city', light: 'sun' },
  },
};
