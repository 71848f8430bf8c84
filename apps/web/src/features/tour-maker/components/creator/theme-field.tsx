import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATOR_PRESETS } from '@roamcast/shared/catalog/creator-presets';
import { CUSTOM_THEME, type ThemeValue } from './creator-drafts';
import { fieldStyles } from './field-styles';
import { TextField } from './text-field';

interface ThemeFieldProps {
  value: ThemeValue;
  onChange: (value: ThemeValue) => void;
  /** A tour being edited may carry a theme outside the presets (an Explorer theme): it stays offered. */
  extraThemeId?: string;
}

/** SPEC §2, §3: the 22 creator presets, each with its short description, or a custom theme in words. */
export function ThemeField({ value, onChange, extraThemeId }: ThemeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const descriptionId = `${id}-description`;
  const isPreset = CREATOR_PRESETS.some((preset) => preset.id === value.choice);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className={fieldStyles.label}>
          {t('creator.theme')}
        </label>
        <select
          id={id}
          className={fieldStyles.select}
          value={value.choice}
          aria-describedby={isPreset ? descriptionId : undefined}
          onChange={(event) => onChange({ ...value, choice: event.target.value })}
        >
          {extraThemeId && <option value={extraThemeId}>{t(`themes.${extraThemeId}`)}</option>}
          {CREATOR_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {t(`creator.presets.${preset.id}.name`)}
            </option>
          ))}
          <option value={CUSTOM_THEME}>{t('creator.customTheme')}</option>
        </select>
        {isPreset && (
          <p id={descriptionId} className={fieldStyles.hint}>
            {t(`creator.presets.${value.choice}.description`)}
          </p>
        )}
      </div>
      {value.choice === CUSTOM_THEME && (
        <TextField
          label={t('creator.customThemeText')}
          value={value.custom}
          onChange={(custom) => onChange({ ...value, custom })}
          placeholder={t('creator.customThemePlaceholder')}
          maxLength={200}
          required
        />
      )}
    </div>
  );
}
