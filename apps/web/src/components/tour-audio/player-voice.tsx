import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_MESSAGE_CLEAR_MS } from '@roamcast/shared/catalog/constants';
import { VoiceButton } from '../voice/voice-button';
import type { VoiceRecorderState } from '../../lib/voice/use-voice-recorder';
import type { SpokenCommand, VoiceNotice, VoiceSessionHandle } from './voice-session';
import type { StopQuestion } from '../../lib/voice/ask-stop-question';

// The recorder, transcription and answer dialog arrive with the first press (the player's first-load budget).
const VoiceSession = lazy(() => import('./voice-session'));

interface PlayerVoiceProps {
  context: () => Omit<StopQuestion, 'question' | 'language'>;
  pauseNarration: () => boolean;
  resumeNarration: () => void;
  /** Live voice commands: carried out before anything is asked (see VoiceSession). */
  onCommand?: (command: SpokenCommand) => VoiceNotice;
}

/**
 * Hold to ask about the stop. The button is on the page at once; what records and answers loads on
 * the first press, and a press held until it has loaded starts recording then (a press already let
 * go is dropped, as letting go before the microphone is ready always is: SPEC §4).
 */
export function PlayerVoice({ context, pauseNarration, resumeNarration, onCommand }: PlayerVoiceProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [engaged, setEngaged] = useState(false);
  const [state, setState] = useState<VoiceRecorderState>('idle');
  const [notice, setNotice] = useState<VoiceNotice>(null);
  const session = useRef<VoiceSessionHandle | null>(null);
  const held = useRef(false);

  const onReady = useCallback((handle: VoiceSessionHandle | null) => {
    const first = session.current === null && handle !== null;
    session.current = handle;
    if (first && held.current) handle.press();
  }, []);

  // Problems and results clear after 3 s (SPEC §9); "Asking about …" stays until the answer comes.
  useEffect(() => {
    if (!notice || notice.key === 'player.asking') return;
    const timer = setTimeout(() => setNotice(null), STATUS_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const line =
    state === 'recording'
      ? t('explorerVoice.listening')
      : state === 'processing'
        ? t('explorerVoice.processing')
        : notice
          ? t(notice.key, notice.values)
          : '';

  return (
    <div className="flex items-center gap-3">
      <VoiceButton
        state={state === 'idle' && engaged && !session.current && held.current ? 'starting' : state}
        describedBy={hintId}
        onPress={() => {
          held.current = true;
          if (session.current) session.current.press();
          else setEngaged(true);
        }}
        onRelease={() => {
          held.current = false;
          session.current?.release();
        }}
      />
      <div className="min-w-0 text-sm leading-snug">
        <p
          role="status"
          aria-live="polite"
          className={`font-semibold ${notice?.error && state !== 'recording' && state !== 'processing' ? 'text-amber-200' : 'text-white'}`}
        >
          {line}
        </p>
        <p id={hintId} className={line ? 'sr-only' : 'text-zinc-200'}>
          {t('player.askHint')}
        </p>
      </div>
      {engaged && (
        <Suspense fallback={null}>
          <VoiceSession
            context={context}
            onReady={onReady}
            onStateChange={setState}
            onNotice={setNotice}
            pauseNarration={pauseNarration}
            resumeNarration={resumeNarration}
            onCommand={onCommand}
          />
        </Suspense>
      )}
    </div>
  );
}
