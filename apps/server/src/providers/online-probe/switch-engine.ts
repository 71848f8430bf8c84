import type { Reachability } from './reachability';

/** The online engine while its service answers its probes, else the offline one. */
export interface EngineSwitch<T> {
  /** The engine in use now (before the first probe has answered: the offline one). */
  current(): T;
  /** The engine for a request: waits for the first probe, if it is still under way, then `current()`. */
  forRequest(): Promise<T>;
}

export function switchEngine<T>(reachability: Reachability, online: T, offline: T): EngineSwitch<T> {
  const current = () => (reachability.isUp() ? online : offline);
  return {
    current,
    forRequest: () => reachability.settled().then(current),
  };
}
