import { Building2, Footprints } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TourType } from './creator-drafts';

const TYPES: { type: TourType; Icon: typeof Footprints }[] = [
  { type: 'walking', Icon: Footprints },
  { type: 'indoor', Icon: Building2 },
];

/** Walking (the default) or indoor, as two large radio buttons. */
export function TourTypeChoice({ value, onChange }: { value: TourType; onChange: (type: TourType) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 font-medium">{t('creator.tourType')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map(({ type, Icon }) => (
          <label
            key={type}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl bg-white/5 px-3 font-semibold ring-1 ring-white/20 has-checked:bg-white has-checked:text-zinc-950 has-focus-visible:ring-2 has-focus-visible:ring-sky-300"
          >
            <input
              type="radio"
              name="tour-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-5" />
            {t(`creator.tourTypes.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
