import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NARRATOR_VOICES, findNarratorVoice } from '@roamcast/shared/catalog/voices';
import type { VoiceSettings } from '@roamcast/shared/schemas/user';
import { currentLanguage } from '../../../lib/i18n';

interface VoiceSettingsFieldsProps {
  value: VoiceSettings;
  onChange: (patch: Partial<VoiceSettings>) => void;
}

const fieldStyle = 'min-h-12 w-full rounded-xl bg-zinc-800 px-3 text-base ring-1 ring-white/20';
const sliderStyle = 'h-11 w-full cursor-pointer accent-sky-300';

/** The narrator voice, speed, volume and auto-play choices (SPEC §2, §3). */
export function VoiceSettingsFields({ value, onChange }: VoiceSettingsFieldsProps) {
  const { t } = useTranslation();
  const ids = {
    voice: useId(),
    description: useId(),
    speed: useId(),
    volume: useId(),
    autoPlay: useId(),
    autoPlayHint: useId(),
  };
  const narrator = findNarratorVoice(value.voice);
  const number = (n: number, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(currentLanguage(), options).format(n);

  const speedText = t('voiceSettings.speedValue', {
    value: number(value.speed, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
  });
  const volumeText = number(value.volume, { style: 'percent' });

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={ids.voice} className="block font-medium">
          {t('voiceSettings.voice')}
        </label>
        <select
          id={ids.voice}
          value={narrator.id}
          aria-describedby={ids.description}
          onChange={(event) => onChange({ voice: event.target.value })}
          className={fieldStyle}
        >
          {NARRATOR_VOICES.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {t('voiceSettings.option', {
                name: voice.displayName,
                description: t(`voiceSettings.voices.${voice.id}`),
              })}
            </option>
          ))}
        </select>
        <p id={ids.description} className="text-sm text-zinc-300">
          {t(`voiceSettings.voices.${narrator.id}`)}
        </p>
      </div>
      <div>
        <div className="flex justify-between font-medium">
          <label htmlFor={ids.speed}>{t('voiceSettings.speed')}</label>
          <output htmlFor={ids.speed} className="tabular-nums">
            {speedText}
          </output>
        </div>
        <input
          id={ids.speed}
          type="range"
          min={0.5}
          max={2}
          step={0.05}
          value={value.speed}
          aria-valuetext={speedText}
          onChange={(event) => onChange({ speed: Number(event.target.value) })}
          className={sliderStyle}
        />
      </div>
      <div>
        <div className="flex justify-between font-medium">
          <label htmlFor={ids.volume}>{t('voiceSettings.volume')}</label>
          <output htmlFor={ids.volume} className="tabular-nums">
            {volumeText}
          </output>
        </div>
        <input
          id={ids.volume}
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={value.volume}
          aria-valuetext={volumeText}
          onChange={(event) => onChange({ volume: Number(event.target.value) })}
          className={sliderStyle}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <div>
          <span id={ids.autoPlay} className="block font-medium">
            {t('voiceSettings.autoPlay')}
          </span>
          <span id={ids.autoPlayHint} className="block text-sm text-zinc-300">
            {t('voiceSettings.autoPlayHint')}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={value.autoPlay}
          aria-labelledby={ids.autoPlay}
          aria-describedby={ids.autoPlayHint}
          onClick={() => onChange({ autoPlay: !value.autoPlay })}
          className={`flex h-11 w-16 shrink-0 items-center rounded-full px-1 ring-1 ring-white/30 ${value.autoPlay ? 'bg-sky-300' : 'bg-zinc-700'}`}
        >
          <span
            className={`block size-8 rounded-full bg-white shadow transition-transform ${value.autoPlay ? 'translate-x-7 rtl:-translate-x-7' : ''}`}
          />
        </button>
      </div>
    </div>
  );
}
