import { useTranslation } from 'react-i18next';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { isLimitReached, usagePercent } from '@roamcast/shared/logic/limits';
import { ProgressBar } from './progress-bar';
import { Spinner } from './ui/spinner';
import { buttonStyles } from './ui/button-styles';

interface UsageLimitsPanelProps {
  limits: UserLimits | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
}

interface UsageRowProps {
  label: string;
  progressLabel: string;
  current: number;
  limit: number | null;
  reachedMessage: string;
  note?: string;
}

function UsageRow({ label, progressLabel, current, limit, reachedMessage, note }: UsageRowProps) {
  const reached = isLimitReached(current, limit);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium">{label}</span>
        <span className="font-semibold tabular-nums" dir="ltr">
          {current}/{limit ?? '∞'}
        </span>
      </div>
      <ProgressBar percent={usagePercent(current, limit)} label={progressLabel} reached={reached} />
      {reached && <p className="text-sm font-medium text-red-300">{reachedMessage}</p>}
      {note && <p className="text-sm text-zinc-300">{note}</p>}
    </div>
  );
}

/** Tours and postcards used against the plan's limits (SPEC §2). */
export function UsageLimitsPanel({ limits, isLoading, isError, onRetry }: UsageLimitsPanelProps) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-x-3 text-red-300">
        <span>{t('limits.loadFailed')}</span>
        <button type="button" className={buttonStyles.link} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (isLoading || !limits) {
    return (
      <p role="status" className="flex items-center gap-2 text-zinc-300">
        <Spinner /> {t('common.loading')}
      </p>
    );
  }
  const { tours, postcards } = limits;
  // Freemium has no postcards: an empty row would only advertise a locked feature.
  const showPostcards = !(limits.tier === 'freemium' && postcards.current === 0);
  const monthly = limits.tier === 'standard' || postcards.resetsMonthly;
  return (
    <div className="space-y-4">
      <UsageRow
        label={t('limits.tours')}
        progressLabel={t('limits.toursUsage')}
        current={tours.current}
        limit={tours.limit}
        reachedMessage={t('limits.tourLimitReached')}
      />
      {showPostcards && (
        <UsageRow
          label={t('limits.postcards')}
          progressLabel={t('limits.postcardsUsage')}
          current={postcards.current}
          limit={postcards.limit}
          reachedMessage={t('limits.postcardLimitReached')}
          note={monthly ? t('limits.resetsMonthly') : undefined}
        />
      )}
    </div>
  );
}
