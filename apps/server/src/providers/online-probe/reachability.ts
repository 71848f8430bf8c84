import { QueueFullError } from '../geo/online/request-queue';

/** Asks the service one cheap question; resolves when it answered as it should, rejects otherwise. */
export type Probe = (timeoutMs: number) => Promise<unknown>;

export interface ReachabilityOptions {
  /** The service, for messages and `onChange`. */
  name: string;
  probe: Probe;
  /** The probe's whole time budget, waiting in the service's request queue included. */
  timeoutMs: number;
  /** Time between two probes. */
  intervalMs: number;
  /** Told when the service starts or stops answering. */
  onChange?: (name: string, up: boolean) => void;
}

/** Whether an online service answers, as its last probe found. */
export interface Reachability {
  readonly name: string;
  /** The last probe's finding; false until a probe has answered. */
  isUp(): boolean;
  /** Resolves once the first probe has its answer, which takes at most the probe's time budget. */
  settled(): Promise<void>;
  /** Probes now, joining a probe already under way, and answers what it found. */
  check(): Promise<boolean>;
  /** No more probes. */
  stop(): void;
}

/** A rejection after `ms`, its timer cleared once `work` settles so nothing holds the process. */
async function withinBudget(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes at once, then every `intervalMs` (the timer does not keep the process alive). A failed probe
 * means "not reachable"; a full request queue means the service is busy, not down: the finding stands.
 */
export function createReachability(options: ReachabilityOptions): Reachability {
  let up = false;
  let inFlight: Promise<boolean> | null = null;
  const run = async (): Promise<boolean> => {
    const found = await withinBudget(options.probe(options.timeoutMs), options.timeoutMs).then(
      () => true,
      (error: unknown) => (error instanceof QueueFullError ? up : false),
    );
    if (found !== up) {
      up = found;
      options.onChange?.(options.name, up);
    }
    return up;
  };
  const check = () => (inFlight ??= run().finally(() => (inFlight = null)));
  const first = check();
  const timer = setInterval(() => void check(), options.intervalMs);
  timer.unref();
  return {
    name: options.name,
    isUp: () => up,
    settled: () => first.then(() => undefined),
    check,
    stop: () => clearInterval(timer),
  };
}
