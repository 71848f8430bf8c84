import { presentEnv } from '../present-env';
import { onlineProbeEnvSchema } from './probe-env';
import { createReachability, type Probe, type Reachability } from './reachability';

/** The probes of one process's keyless services: each watched service is probed at once, then every few minutes. */
export interface OnlineProbes {
  watch(name: string, probe: Probe): Reachability;
  /** Stops every probe (the providers' closeShared). */
  close(): void;
}

export function createOnlineProbes(
  env: NodeJS.ProcessEnv,
  options: { onChange?: (name: string, up: boolean) => void } = {},
): OnlineProbes {
  const vars = onlineProbeEnvSchema.parse(presentEnv(env));
  const watched: Reachability[] = [];
  return {
    watch(name, probe) {
      const reachability = createReachability({
        name,
        probe,
        timeoutMs: vars.ONLINE_PROBE_TIMEOUT_MS,
        intervalMs: vars.ONLINE_PROBE_INTERVAL_MS,
        onChange: options.onChange,
      });
      watched.push(reachability);
      return reachability;
    },
    close() {
      for (const reachability of watched) reachability.stop();
    },
  };
}
