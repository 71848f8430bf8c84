import { useEffect, useRef } from 'react';
import { useGenerateAll } from '../hooks/use-generate-all';
import { GenerateAllStatus } from './generate-all-status';

interface GenerateAllRunProps {
  routeId: string;
  refetch: () => Promise<unknown>;
  onRunningChange: (running: boolean) => void;
  onDismiss: () => void;
}

/**
 * One Generate All, from its start to the message it ends with. It is mounted once confirmed and
 * loaded then (with the progress reader and its schemas), keeping them out of the player's first load.
 */
export default function GenerateAllRun({ routeId, refetch, onRunningChange, onDismiss }: GenerateAllRunProps) {
  const { state, start, dismiss } = useGenerateAll(routeId, refetch);
  // Once per mount, also under StrictMode's double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
  // Busy from the moment it mounts (its first render is still 'idle') until the run ends.
  const busy = state.step === 'idle' || state.step === 'running';
  useEffect(() => onRunningChange(busy), [busy, onRunningChange]);
  return (
    <GenerateAllStatus
      state={state}
      onDismiss={() => {
        dismiss();
        onDismiss();
      }}
    />
  );
}
