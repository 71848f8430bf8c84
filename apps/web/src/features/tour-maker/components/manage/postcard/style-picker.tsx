import { useTranslation } from 'react-i18next';
import type { PostcardStyleId, PostcardVariant } from '@roamcast/shared/catalog/postcard-styles';
import type { PostcardStyleChoice } from './postcard-api';

interface StylePickerProps {
  styles: PostcardStyleChoice[];
  style: PostcardStyleId;
  variant: PostcardVariant;
  onStyle: (style: PostcardStyleId) => void;
  onVariant: (variant: PostcardVariant) => void;
}

const option =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-3 py-2 ring-1 ring-white/15 has-checked:bg-white/15 has-checked:ring-emerald-300 has-focus-visible:ring-2 has-focus-visible:ring-sky-300';

/** The style presets with their names and descriptions (in the reader's language when we have them), and the variant. */
export function StylePicker({ styles, style, variant, onStyle, onVariant }: StylePickerProps) {
  const { t } = useTranslation();
  const variants = styles.find((choice) => choice.id === style)?.variants ?? [];
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('postcards.dialog.style')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {styles.map((choice) => (
            <label key={choice.id} className={option}>
              <input
                type="radio"
                name="postcard-style"
                value={choice.id}
                checked={choice.id === style}
                onChange={() => onStyle(choice.id)}
                className="mt-1 size-4 accent-emerald-400"
              />
              <span className="flex flex-col">
                <span className="font-semibold">
                  {t(`postcards.styles.${choice.id}.name`, { defaultValue: choice.name })}
                </span>
                <span className="text-sm text-zinc-300">
                  {t(`postcards.styles.${choice.id}.description`, { defaultValue: choice.description })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {variants.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t('postcards.dialog.variant')}</legend>
          <div className="flex flex-wrap gap-2">
            {variants.map((id) => (
              <label key={id} className={`${option} items-center`}>
                <input
                  type="radio"
                  name="postcard-variant"
                  value={id}
                  checked={id === variant}
                  onChange={() => onVariant(id)}
                  className="size-4 accent-emerald-400"
                />
                {t(`postcards.variants.${id}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
