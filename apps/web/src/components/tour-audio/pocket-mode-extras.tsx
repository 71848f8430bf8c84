import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenWakeLock } from './use-screen-wake-lock';

interface PocketModeExtrasProps {
  /** The name of a stop reached while a story plays, which plays when it ends. */
  waitingName: string | null;
}

/**
 * Beside Live GPS Mode: what waits for the story playing, and "Keep the screen on". The screen may
 * sleep by default (the <audio> element and Media Session play on); the lock is held only when chosen.
 */
export function PocketModeExtras({ waitingName }: PocketModeExtrasProps) {
  const { t } = useTranslation();
  const [keepOn, setKeepOn] = useState(false);
  useScreenWakeLock(keepOn);
  return (
    <div className="flex flex-col gap-1 text-sm">
      {waitingName && (
        <p role="status" className="text-sky-200">
          {t('player.arrivedNext', { name: waitingName })}
        </p>
      )}
      {typeof navigator !== 'undefined' && 'wakeLock' in navigator && (
        <label className="inline-flex min-h-11 items-center gap-2 text-zinc-200">
          <input
            type="checkbox"
            className="size-5 accent-sky-400"
            checked={keepOn}
            onChange={(event) => setKeepOn(event.target.checked)}
          />
          {t('player.keepScreenOn')}
        </label>
      )}
    </div>
  );
}
