import { useCallback, useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';

type AudioProblem = 'blocked' | 'failed' | null;

/**
 * The narration's audio, started as soon as it arrives. Never silent without a reason: if the
 * browser refuses autoplay or the file fails, say so and offer a Play button (DESIGN.md).
 */
export function NarrationAudio({ src }: { src: string | null }) {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [problem, setProblem] = useState<AudioProblem>(null);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setProblem(null);
    Promise.resolve()
      .then(() => audio.play())
      .catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        // A newer source interrupting this one is not a failure worth showing.
        if (name === 'AbortError') return;
        setProblem(name === 'NotAllowedError' ? 'blocked' : 'failed');
      });
  }, []);

  useEffect(() => {
    if (src) play();
  }, [src, play]);

  if (!src) {
    return (
      <p role="status" className="text-sm text-amber-200">
        {t('explorer.audioMissing')}
      </p>
    );
  }

  return (
    <div className="space-y-2">
      <audio
        ref={audioRef}
        src={src}
        controls
        preload="auto"
        aria-label={t('explorer.narrationAudio')}
        className="h-11 w-full"
        onPlaying={() => setProblem(null)}
        onError={() => setProblem('failed')}
      />
      {problem && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-black/60 p-3 text-sm text-amber-100"
        >
          <p className="min-w-0 flex-1">
            {t(problem === 'blocked' ? 'explorer.audioBlocked' : 'explorer.audioFailed')}
          </p>
          <button type="button" className={buttonStyles.primary} onClick={play}>
            <Play aria-hidden className="size-5" />
            {t('explorer.playNarration')}
          </button>
        </div>
      )}
    </div>
  );
}
