import { CheckCircle2, Download, LoaderCircle, RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tourQueryKeys, tourQueryOptions } from '../lib/tours/tour-api';
import { saveTourOffline } from './save-tour';
import { tourFingerprint, type SavedTour } from './saved-tours';
import { OfflineSaveRoom } from './offline-save-room';
import { buttonStyles } from '../components/ui/button-styles';
import { formatBytes } from './format-bytes';
import { useOfflineCopy, type OfflineCopySource } from './use-offline-copy';

interface OfflineCopyProps {
  routeId: string;
}

/**
 * Save for offline (issue 22): stores the tour with its stories, audio and pictures on this device,
 * then says Available offline with the space used, and offers Remove offline copy (or an update when
 * the tour changed on the server since).
 */
export default function OfflineCopy({ routeId }: OfflineCopyProps) {
  // The tour as the page last read it (never fetched again here), to tell an out-of-date copy.
  const { data: current } = useQuery({ ...tourQueryOptions(routeId), enabled: false });
  const queryClient = useQueryClient();
  const save = useCallback(
    (onProgress: Parameters<typeof saveTourOffline>[1]) => saveTourOffline(routeId, onProgress),
    [routeId],
  );
  const showSaved = useCallback(
    (saved: SavedTour) => saved.route && queryClient.setQueryData(tourQueryKeys.one(routeId), saved.route),
    [queryClient, routeId],
  );
  return (
    <OfflineCopyView source={{ id: routeId, current: current && tourFingerprint(current), save, onSaved: showSaved }} />
  );
}

/** The button, its progress and its outcome, for whichever page saves the tour. */
export function OfflineCopyView({ source }: { source: OfflineCopySource }) {
  const { t, i18n } = useTranslation();
  const { state, outOfDate, save, remove } = useOfflineCopy(source);
  const icon = 'size-4';
  if (state.step === 'checking') return <OfflineSaveRoom />;
  if (state.step === 'saving') {
    const progress = state.progress;
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-200">
        <LoaderCircle aria-hidden className={`${icon} animate-spin`} />
        {progress?.step === 'narrating'
          ? t('offline.saving', { n: Math.min(progress.done + 1, progress.total), m: progress.total })
          : t('offline.storing')}
      </p>
    );
  }
  if (state.step === 'saved') {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <p role="status" className="flex items-center gap-2 font-semibold text-emerald-200">
          <CheckCircle2 aria-hidden className={icon} />
          {t('offline.available')}
          <span className="font-normal text-zinc-300">
            {t('offline.spaceUsed', { size: formatBytes(state.saved.bytes, i18n.language) })}
          </span>
        </p>
        {outOfDate && (
          <>
            <p className="text-amber-200">{t('offline.outOfDate')}</p>
            <button type="button" className={buttonStyles.secondary} onClick={save}>
              <RefreshCw aria-hidden className={icon} />
              {t('offline.update')}
            </button>
          </>
        )}
        <button type="button" className={buttonStyles.secondary} onClick={remove}>
          <Trash2 aria-hidden className={icon} />
          {t('offline.remove')}
        </button>
      </div>
    );
  }
  const problem =
    state.step === 'full'
      ? t('offline.storageFull', { size: formatBytes(state.needed, i18n.language) })
      : state.step === 'denied'
        ? t('offline.storageDenied')
        : state.step === 'failed'
          ? t('offline.failed')
          : null;
  return (
    <div className="flex flex-col gap-2">
      {problem && (
        <p role="alert" className="text-sm text-amber-200">
          {problem}
        </p>
      )}
      <button type="button" className={`${buttonStyles.secondary} self-start`} onClick={save}>
        <Download aria-hidden className={icon} />
        {t('offline.save')}
      </button>
    </div>
  );
}
