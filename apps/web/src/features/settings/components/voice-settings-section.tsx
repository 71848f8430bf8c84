import { useEffect, useId, useRef, useState } from 'react';
import { RefreshCw, Volume2 } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATUS_MESSAGE_CLEAR_MS } from '@roamcast/shared/catalog/constants';
import { findNarratorVoice } from '@roamcast/shared/catalog/voices';
import type { VoiceSettings } from '@roamcast/shared/schemas/user';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useSaveVoiceSettings } from '../api/save-voice-settings';
import { testVoice } from '../api/test-voice';
import { VoiceSettingsFields } from './voice-settings-fields';

/**
 * Narrator voice, Test Voice, auto-play and Save & Regenerate (SPEC §2). Only for signed-in users:
 * the server speaks every narration with the account's saved settings, and the narration request
 * carries no voice, so a visitor's choice could not change what they hear.
 */
export function VoiceSettingsSection({ saved }: { saved: VoiceSettings }) {
  const { t } = useTranslation();
  // Stored settings may name a provider's voice id (the default is the cloud id of Rachel): show the narrator.
  const [draft, setDraft] = useState<VoiceSettings>({ ...saved, voice: findNarratorVoice(saved.voice).id });
  const [notice, setNotice] = useState(0);
  const titleId = useId();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [hasSample, setHasSample] = useState(false);

  const save = useSaveVoiceSettings(() => setNotice((count) => count + 1));
  const test = useMutation({
    mutationFn: () =>
      testVoice({
        text: t('voiceSettings.sample'),
        provider: draft.provider,
        voice: draft.voice,
        speed: draft.speed,
        volume: draft.volume,
        language: currentLanguage(),
      }),
    onSuccess: (audioUrl) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.src = audioUrl;
      setHasSample(true);
      // A refused play (the click's permission can lapse while the sample is made) leaves the controls to press.
      Promise.resolve()
        .then(() => audio.play())
        .catch(() => {});
    },
  });

  // 'Settings saved successfully!' stays 3 s; a second save starts the 3 s again.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(0), STATUS_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const saveError = save.error && errorText(save.error, t('voiceSettings.saveFailed'));

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/15">
      <h3 id={titleId} className="font-bold">
        {t('voiceSettings.title')}
      </h3>
      <VoiceSettingsFields value={draft} onChange={(patch) => setDraft((old) => ({ ...old, ...patch }))} />
      <button
        type="button"
        className={`${buttonStyles.secondary} w-full`}
        disabled={test.isPending}
        onClick={() => test.mutate()}
      >
        <Volume2 aria-hidden className="size-5" />
        {test.isPending ? t('voiceSettings.testing') : t('voiceSettings.test')}
      </button>
      <audio
        ref={audioRef}
        controls
        aria-label={t('voiceSettings.sampleLabel')}
        hidden={!hasSample}
        className="h-11 w-full"
      />
      <div role="alert" className="empty:hidden text-red-300">
        {test.isError ? t('voiceSettings.testFailed') : null}
      </div>
      <button
        type="button"
        className={`${buttonStyles.primary} w-full`}
        disabled={save.isPending}
        onClick={() => save.mutate(draft, { onError: () => setNotice(0) })}
      >
        <RefreshCw aria-hidden className="size-5" />
        {save.isPending ? t('voiceSettings.saving') : t('voiceSettings.save')}
      </button>
      <div role="alert" className="empty:hidden text-red-300">
        {saveError || null}
      </div>
      <p role="status" className="empty:hidden font-medium text-emerald-300">
        {notice ? t('voiceSettings.saved') : null}
      </p>
    </section>
  );
}
