import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/** How long what is kept only for a while is kept, and how often the sweep runs. */
export const RETENTION = {
  /** Google's terms let Places content be cached for up to 30 consecutive days. */
  placeCacheDays: 30,
  /** A voice test or a spoken answer is made again on demand; a week keeps the repeats quick. */
  oneOffAudioDays: 7,
  /** Finished jobs stay readable (progress pages, failures) for a month. */
  finishedJobsDays: 30,
  everyMs: 60 * 60_000,
} as const;

/** The scheduled clean-up: expired sessions, stale place details, old one-off audio, old finished jobs. */
export const retentionJob = defineJob({
  name: 'retention',
  payload: z.object({}),
  retries: 1,
  timeoutMs: 10 * 60_000,
});

/** One sweep queued or running at a time, however many processes schedule it. */
export const RETENTION_KEY = 'retention';
