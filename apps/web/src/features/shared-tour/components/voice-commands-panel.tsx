import { useTranslation } from 'react-i18next';
import { PlayerVoice } from '../../../components/tour-audio/player-voice';
import type { PageStop, PageTour } from '../logic/page-tour';
import { runSharedCommand, type SharedTourControls } from './run-shared-command';

interface VoiceCommandsPanelProps {
  tour: PageTour;
  stop: PageStop;
  pauseNarration: () => boolean;
  resumeNarration: () => void;
  /** What spoken commands (play, pause, skip, next, a story) act on. */
  controls: () => SharedTourControls;
}

/** Ask and the live voice commands panel: hold to ask about the stop or say a command; the phrases it understands. */
export default function VoiceCommandsPanel({
  tour,
  stop,
  pauseNarration,
  resumeNarration,
  controls,
}: VoiceCommandsPanelProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="shared-tour-ask" className="space-y-2 rounded-2xl bg-white/5 p-3 ring-1 ring-white/10">
      <h2 id="shared-tour-ask" className="text-base font-semibold">
        {t('sharedTour.ask')}
      </h2>
      <PlayerVoice
        context={() => ({
          tourName: tour.name,
          stop: {
            location: stop.location,
            theme: stop.theme,
            narrationText: stop.narration?.narrationText ?? null,
            index: stop.index,
          },
        })}
        pauseNarration={pauseNarration}
        resumeNarration={resumeNarration}
        onCommand={(command) => runSharedCommand(command, controls())}
      />
      <details className="text-sm text-zinc-200">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-white">
          {t('sharedTour.voiceCommands')}
        </summary>
        <ul className="list-disc space-y-1 ps-5">
          {(['commandControls', 'commandTellMe', 'commandWhat', 'commandWho', 'commandWhy'] as const).map((key) => (
            <li key={key}>{t(`sharedTour.${key}`)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
