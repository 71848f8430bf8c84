import { Clock, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NARRATION_DURATIONS, type NarrationDuration } from '@roamcast/shared/catalog/constants';
import { THEMES, FALLBACK_THEME_ID, type ThemeId } from '@roamcast/shared/catalog/themes';

const selectClass =
  'min-h-11 w-full min-w-0 appearance-none rounded-xl bg-black/55 ps-8 pe-2 text-base text-white ring-1 ring-white/25 backdrop-blur';

// The auto channel leads the list: it is the default and the one most people want.
const ORDERED_THEMES = [
  ...THEMES.filter((theme) => theme.id === FALLBACK_THEME_ID),
  ...THEMES.filter((theme) => theme.id !== FALLBACK_THEME_ID),
];

export function ThemeSelect({ value, onChange }: { value: ThemeId; onChange: (theme: ThemeId) => void }) {
  const { t } = useTranslation();
  return (
    <label className="relative min-w-0 flex-[2]">
      <span className="sr-only">{t('themes.label')}</span>
      <Palette aria-hidden className="pointer-events-none absolute start-2.5 top-3 z-10 size-5 text-zinc-200" />
      <select className={selectClass} value={value} onChange={(event) => onChange(event.target.value as ThemeId)}>
        {ORDERED_THEMES.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {t(`themes.${theme.id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function DurationSelect({
  value,
  onChange,
}: {
  value: NarrationDuration;
  onChange: (minutes: NarrationDuration) => void;
}) {
  const { t } = useTranslation();
  return (
    // Wide enough for "10 min" in every language; the theme select gives way instead.
    <label className="relative w-24 shrink-0">
      <span className="sr-only">{t('duration.label')}</span>
      <Clock aria-hidden className="pointer-events-none absolute start-2.5 top-3 z-10 size-5 text-zinc-200" />
      <select
        className={selectClass}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as NarrationDuration)}
      >
        {NARRATION_DURATIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('duration.option', { minutes })}
          </option>
        ))}
      </select>
    </label>
  );
}
