import { useId, type ChangeEvent } from 'react';
import { Camera, ImageUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../../components/ui/button-styles';

interface SelfiePickerProps {
  selfie: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
}

// A file input inside a label looks like a button and keeps the input's keyboard focus (shown by the ring).
const pickerLabel = `${buttonStyles.secondary} flex-1 cursor-pointer focus-within:ring-2 focus-within:ring-sky-300`;

/** SPEC §5: an optional selfie from the front camera or an upload, with its preview. */
export function SelfiePicker({ selfie, onPick, onRemove }: SelfiePickerProps) {
  const { t } = useTranslation();
  const legend = useId();
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <fieldset aria-labelledby={legend} className="flex flex-col gap-2">
      <legend id={legend} className="font-semibold">
        {t('postcards.dialog.selfie')}
      </legend>
      {selfie && (
        <div className="flex items-center gap-3">
          <img
            src={selfie}
            alt={t('postcards.dialog.selfieAlt')}
            className="size-20 rounded-2xl object-cover ring-1 ring-white/20"
          />
          <button type="button" className={buttonStyles.secondary} onClick={onRemove}>
            <X aria-hidden className="size-5" />
            {t('postcards.dialog.removeSelfie')}
          </button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <label className={pickerLabel}>
          <Camera aria-hidden className="size-5" />
          {t('postcards.dialog.takeSelfie')}
          <input type="file" accept="image/*" capture="user" className="sr-only" onChange={picked} />
        </label>
        <label className={pickerLabel}>
          <ImageUp aria-hidden className="size-5" />
          {t('postcards.dialog.uploadPhoto')}
          <input type="file" accept="image/*" className="sr-only" onChange={picked} />
        </label>
      </div>
    </fieldset>
  );
}
