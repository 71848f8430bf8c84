import { useRef } from 'react';
import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceChoiceList } from '../../../../components/place-choice/place-choice-list';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { useDetectLocation } from '../../hooks/creator-detect';
import { useCreatorPlaceChoice } from '../../hooks/creator-place-choice';
import type { PlaceValue } from './creator-drafts';
import { TextField } from './text-field';

interface LocationFieldProps {
  label: string;
  value: PlaceValue;
  /** Given a function of the current value, since Detect's answer may arrive after other edits. */
  onChange: (update: (current: PlaceValue) => PlaceValue) => void;
  placeholder?: string;
}

/**
 * A place typed by hand, or filled by Detect from the device position. A typed place that may mean
 * several ("Valencia") offers them once the field is left; choosing one pins its coordinates.
 */
export function LocationField({ label, value, onChange, placeholder }: LocationFieldProps) {
  const { t } = useTranslation();
  const { detect, detecting, problem } = useDetectLocation((place) => onChange(() => place));
  const placeChoice = useCreatorPlaceChoice((place) => onChange(() => place));
  const field = useRef<HTMLDivElement>(null);
  const focusInput = () => field.current?.querySelector('input')?.focus();
  const detectButton = (
    <button
      type="button"
      className={`${buttonStyles.secondary} min-h-12 shrink-0`}
      onClick={() => {
        placeChoice.edited();
        void detect();
      }}
      disabled={detecting}
    >
      {detecting ? <Spinner /> : <LocateFixed aria-hidden className="size-5" />}
      {detecting ? t('creator.detecting') : t('creator.detect')}
    </button>
  );
  return (
    <div
      ref={field}
      onBlur={(event) => {
        if (event.target instanceof HTMLInputElement) void placeChoice.check(value);
      }}
    >
      <TextField
        label={label}
        value={value.text}
        // Typing over a detected place means another place: its coordinates no longer apply.
        onChange={(text) => {
          placeChoice.edited();
          onChange(() => ({ text }));
        }}
        placeholder={placeholder ?? t('creator.locationPlaceholder')}
        required
        action={detectButton}
      >
        {problem && (
          <p role="alert" className="text-sm font-medium text-amber-300">
            {problem.key === 'location.unsupported'
              ? t('location.unsupported')
              : t('creator.detectFailed', { reason: t(problem.reason) })}
          </p>
        )}
        {placeChoice.choices && (
          <PlaceChoiceList
            candidates={placeChoice.choices}
            onChoose={(candidate) => {
              placeChoice.choose(candidate);
              focusInput();
            }}
            onDismiss={() => {
              placeChoice.dismiss();
              focusInput();
            }}
          />
        )}
      </TextField>
    </div>
  );
}
