import type { TFunction } from 'i18next';
import { CREATOR_PRESETS } from '@roamcast/shared/catalog/creator-presets';

/**
 * A tour's theme as people read it: the translated catalogue name for the explorer's themes, the
 * creator preset's name for the others, and a custom theme's own words as they were typed.
 */
export function themeLabel(t: TFunction, theme: string | null): string | null {
  if (!theme) return null;
  if (!/^[a-z_]+$/.test(theme)) return theme;
  const preset = CREATOR_PRESETS.find((candidate) => candidate.id === theme);
  return t(`themes.${theme}`, { defaultValue: preset?.name ?? theme.replace(/_/g, ' ') });
}
