import type { KeyboardEvent, PointerEvent } from 'react';
import { Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';
import type { VoiceRecorderState } from '../../lib/voice/use-voice-recorder';

interface VoiceButtonProps {
  state: VoiceRecorderState;
  onPress: () => void;
  onRelease: () => void;
  describedBy?: string;
}

const HOLD_KEYS = new Set([' ', 'Enter']);

const LOOKS: Record<VoiceRecorderState, string> = {
  idle: 'bg-white text-zinc-950 hover:bg-zinc-200',
  starting: 'bg-red-600 text-white',
  recording: 'bg-red-600 text-white ring-4 ring-red-400/60 motion-safe:animate-pulse',
  processing: 'cursor-wait bg-zinc-700 text-white opacity-80',
};

/**
 * Hold to talk with a finger, the mouse, or Space/Enter held down. Processing keeps focus
 * (aria-disabled rather than disabled) so a keyboard user can speak again straight after.
 */
export function VoiceButton({ state, onPress, onRelease, describedBy }: VoiceButtonProps) {
  const { t } = useTranslation();
  const busy = state === 'processing';

  function pointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0 || busy) return;
    // Keeps the pointer ours when a finger slides off the button, so lifting it still stops.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
    onPress();
  }

  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    if (!event.repeat && !busy) onPress();
  }

  function keyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    onRelease();
  }

  return (
    <button
      type="button"
      aria-label={t('explorerVoice.button')}
      aria-describedby={describedBy}
      aria-pressed={state === 'starting' || state === 'recording'}
      aria-disabled={busy}
      data-state={state}
      onPointerDown={pointerDown}
      onPointerUp={onRelease}
      onPointerCancel={onRelease}
      onLostPointerCapture={onRelease}
      onKeyDown={keyDown}
      onKeyUp={keyUp}
      onBlur={onRelease}
      onContextMenu={(event) => event.preventDefault()}
      className={`inline-flex size-16 shrink-0 touch-none items-center justify-center rounded-full shadow-xl transition-colors select-none [-webkit-touch-callout:none] ${LOOKS[state]}`}
    >
      {busy ? <Spinner className="size-7" /> : <Mic aria-hidden className="size-7" />}
    </button>
  );
}
