import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { useDetectLocation } from '../../hooks/creator-detect';
import type { PlaceValue } from './creator-drafts';
import { TextField } from './text-field';

interface LocationFieldProps {
  label: string;
  value: PlaceValue;
  /** Given a function of the current value, since Detect's answer may arrive after other edits. */
  onChange: (update: (current: PlaceValue) => PlaceValue) => void;
  placeholder?: string;
}

/** A place typed by hand, or filled by Detect from the device position. */
export function LocationField({ label, value, onChange, placeholder }: LocationFieldProps) {
  const { t } = useTranslation();
  const { detect, detecting, problem } = useDetectLocation((place) => onChange(() => place));
  const detectButton = (
    <button
      type="button"
      className={`${buttonStyles.secondary} min-h-12 shrink-0`}
      onClick={() => void detect()}
      disabled={detecting}
    >
      {detecting ? <Spinner /> : <LocateFixed aria-hidden className="size-5" />}
      {detecting ? t('creator.detecting') : t('creator.detect')}
    </button>
  );
  return (
    <TextField
      label={label}
      value={value.text}
      // Typing over a detected place means another place: its coordinates no longer apply.
      onChange={(text) => onChange(() => ({ text }))}
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
    </TextField>
  );
}
