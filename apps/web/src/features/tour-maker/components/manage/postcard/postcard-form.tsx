import { useId, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { POSTCARD_VOICE_MESSAGE_MAX } from '@roamcast/shared/catalog/constants';
import type { PostcardStyleId, PostcardVariant } from '@roamcast/shared/catalog/postcard-styles';
import { buttonStyles } from '../../../../../components/ui/button-styles';
import type { PostcardStyleChoice } from './postcard-api';
import { SelfiePicker } from './selfie-picker';
import { StylePicker } from './style-picker';

export interface PostcardFields {
  stylePreset: PostcardStyleId;
  variant: PostcardVariant;
  preserveFace: boolean;
  voiceMessage: string;
  createVideo: boolean;
}

interface PostcardFormProps {
  fields: PostcardFields;
  onChange: (fields: PostcardFields) => void;
  styles: PostcardStyleChoice[] | null;
  selfie: string | null;
  onPickSelfie: (file: File) => void;
  onRemoveSelfie: () => void;
  onSubmit: () => void;
}

const checkbox = 'mt-1 size-5 shrink-0 accent-emerald-400';

/** The form step: style and variant, selfie, voice message (SPEC §5: at most 150 characters) and the video. */
export function PostcardForm({
  fields,
  onChange,
  styles,
  selfie,
  onPickSelfie,
  onRemoveSelfie,
  onSubmit,
}: PostcardFormProps) {
  const { t } = useTranslation();
  const ids = { voice: useId(), counter: useId(), faceHint: useId(), videoHint: useId() };
  const set = (patch: Partial<PostcardFields>) => onChange({ ...fields, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      {styles ? (
        <StylePicker
          styles={styles}
          style={fields.stylePreset}
          variant={fields.variant}
          onStyle={(stylePreset) => set({ stylePreset })}
          onVariant={(variant) => set({ variant })}
        />
      ) : (
        <p role="status" className="text-zinc-300">
          {t('postcards.dialog.loadingStyles')}
        </p>
      )}
      <SelfiePicker selfie={selfie} onPick={onPickSelfie} onRemove={onRemoveSelfie} />
      {selfie && (
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            checked={fields.preserveFace}
            onChange={(event) => set({ preserveFace: event.target.checked })}
            aria-describedby={ids.faceHint}
            className={checkbox}
          />
          <span className="flex flex-col">
            <span className="font-semibold">{t('postcards.dialog.preserveFace')}</span>
            <span id={ids.faceHint} className="text-sm text-zinc-300">
              {t('postcards.dialog.preserveFaceHint')}
            </span>
          </span>
        </label>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.voice} className="font-semibold">
          {t('postcards.dialog.voiceMessage')}
        </label>
        <textarea
          id={ids.voice}
          value={fields.voiceMessage}
          maxLength={POSTCARD_VOICE_MESSAGE_MAX}
          // maxLength stops typing; the slice also holds for text set in other ways.
          onChange={(event) => set({ voiceMessage: event.target.value.slice(0, POSTCARD_VOICE_MESSAGE_MAX) })}
          placeholder={t('postcards.dialog.voicePlaceholder')}
          aria-describedby={ids.counter}
          rows={3}
          className="rounded-xl bg-white/10 px-3 py-2 text-base text-white ring-1 ring-white/25 placeholder:text-zinc-400"
        />
        <p id={ids.counter} className="text-end text-sm text-zinc-300">
          {t('postcards.dialog.counter', { current: fields.voiceMessage.length, max: POSTCARD_VOICE_MESSAGE_MAX })}
        </p>
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={fields.createVideo}
          onChange={(event) => set({ createVideo: event.target.checked })}
          aria-describedby={ids.videoHint}
          className={checkbox}
        />
        <span className="flex flex-col">
          <span className="font-semibold">{t('postcards.dialog.createVideo')}</span>
          <span id={ids.videoHint} className="text-sm text-zinc-300">
            {t('postcards.dialog.createVideoHint')}
          </span>
        </span>
      </label>
      <button type="submit" className={`${buttonStyles.primary} w-full`}>
        <Sparkles aria-hidden className="size-5" />
        {t('postcards.dialog.generate')}
      </button>
    </form>
  );
}
