import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NARRATION_DURATIONS, type NarrationDuration } from '@roamcast/shared/catalog/constants';
import { fieldStyles } from './field-styles';

/** SPEC §5: 1, 2, 5 or 10 minutes of narration at each stop. */
export function NarrationLengthSelect({
  value,
  onChange,
}: {
  value: NarrationDuration;
  onChange: (minutes: NarrationDuration) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={fieldStyles.label}>
        {t('creator.narrationLength')}
      </label>
      <select
        id={id}
        className={fieldStyles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as NarrationDuration)}
      >
        {NARRATION_DURATIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('creator.minutesPerStop', { minutes })}
          </option>
        ))}
      </select>
    </div>
  );
}
