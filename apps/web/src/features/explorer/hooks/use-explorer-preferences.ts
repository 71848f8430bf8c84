import { useState } from 'react';
import {
  DEFAULT_NARRATION_DURATION,
  NARRATION_DURATIONS,
  STORAGE_KEYS,
  type NarrationDuration,
} from '@roamcast/shared/catalog/constants';
import { FALLBACK_THEME_ID, type ThemeId } from '@roamcast/shared/catalog/themes';
import { readStorage, writeStorage } from '../../../lib/storage';

function storedDuration(): NarrationDuration {
  const stored = Number(readStorage(STORAGE_KEYS.narrationDuration));
  return (NARRATION_DURATIONS as readonly number[]).includes(stored)
    ? (stored as NarrationDuration)
    : DEFAULT_NARRATION_DURATION;
}

/** The explorer's theme (auto channel by default) and narration length (remembered, SPEC §3). */
export function useExplorerPreferences() {
  const [theme, setTheme] = useState<ThemeId>(FALLBACK_THEME_ID);
  const [duration, setDurationState] = useState<NarrationDuration>(storedDuration);

  function setDuration(minutes: NarrationDuration) {
    setDurationState(minutes);
    writeStorage(STORAGE_KEYS.narrationDuration, String(minutes));
  }

  return { theme, setTheme, duration, setDuration };
}
