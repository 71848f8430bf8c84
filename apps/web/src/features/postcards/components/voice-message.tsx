import { useEffect, useRef, useState } from 'react';
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';

/**
 * The sender's voice message (SPEC §2): it starts by itself; where the browser refuses sound before a
 * tap, 'Click to hear the message' plays it. The transcript is always shown, so nobody misses it.
 */
export function VoiceMessage({ audioUrl, transcript }: { audioUrl: string | null; transcript: string | null }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);

  const play = async () => {
    const element = audio.current;
    if (!element) return;
    try {
      await element.play();
      setBlocked(false);
    } catch {
      setBlocked(true);
    }
  };

  useEffect(() => {
    if (audioUrl) void play();
  }, [audioUrl]);

  if (!audioUrl && !transcript) return null;
  return (
    <section aria-labelledby="postcard-voice" className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/15">
      <h2 id="postcard-voice" className="flex items-center gap-2 text-lg font-semibold">
        <Volume2 aria-hidden className="size-5 text-emerald-300" />
        {t('postcards.page.voiceTitle')}
      </h2>
      {audioUrl && (
        // The fallback covers the player in the same place, so nothing below moves when it appears.
        <div className="mt-3 grid">
          <audio
            ref={audio}
            src={audioUrl}
            controls
            preload="auto"
            aria-label={t('postcards.page.voiceTitle')}
            onPlay={() => setBlocked(false)}
            // Hidden (not removed) while the fallback stands in its place: the player showed through it (issue 24).
            className={`w-full [grid-area:1/1] ${blocked ? 'invisible' : ''}`}
          />
          {blocked && (
            <button
              type="button"
              className={`${buttonStyles.primary} h-full w-full [grid-area:1/1]`}
              onClick={() => void play()}
            >
              {t('postcards.page.clickToHear')}
            </button>
          )}
        </div>
      )}
      {transcript && (
        <figure className="mt-3">
          <figcaption className="text-sm text-zinc-300">{t('postcards.page.transcript')}</figcaption>
          <blockquote className="mt-1 text-lg leading-relaxed">“{transcript}”</blockquote>
        </figure>
      )}
    </section>
  );
}
