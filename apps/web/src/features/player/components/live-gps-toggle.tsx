import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PocketModeExtras } from '../../../components/tour-audio/pocket-mode-extras';
import type { LiveGps } from '../../../components/tour-audio/use-live-gps';

interface LiveGpsToggleProps {
  live: boolean;
  onChange: (live: boolean) => void;
  gps: LiveGps;
  waitingName: string | null;
}

/**
 * Live GPS Mode in the player (issue 22: pocket mode, with or without a network): pressed, each stop
 * plays as the walker reaches it; its status, what waits for the story playing, and Keep the screen on.
 */
export function LiveGpsToggle({ live, onChange, gps, waitingName }: LiveGpsToggleProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={live}
        onClick={() => onChange(!live)}
        className={`inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-3 text-sm font-semibold ${live ? 'bg-white text-zinc-950' : 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20'}`}
      >
        <LocateFixed aria-hidden className="size-5" />
        {t('player.liveGpsMode')}
      </button>
      {gps.state !== 'off' && (
        <>
          <p role="status" className="text-sm text-emerald-200">
            {t(gps.state === 'following' ? 'player.liveGps' : 'player.liveGpsUnavailable')}
          </p>
          <PocketModeExtras waitingName={waitingName} />
        </>
      )}
    </div>
  );
}
