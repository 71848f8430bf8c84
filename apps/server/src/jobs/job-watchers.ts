import type { JobRecord } from './job-record';

type Listener = (job: JobRecord) => void;

/**
 * Tells watchers of a job when its record changes. `notify` is the push (a report in this process, or
 * a BullMQ event from a worker); a slow poll of the row catches changes made by any other process.
 */
export function createJobWatchers(read: (id: string) => Promise<JobRecord | undefined>, pollMs: number) {
  const watched = new Map<string, { listeners: Set<Listener>; last: string; timer: NodeJS.Timeout }>();

  async function refresh(id: string): Promise<void> {
    const entry = watched.get(id);
    if (!entry) return;
    const job = await read(id).catch(() => undefined);
    if (!job) return;
    const seen = JSON.stringify([job.status, job.progress, job.error, job.attempts]);
    if (seen === entry.last) return;
    entry.last = seen;
    for (const listener of entry.listeners) listener(job);
  }

  return {
    notify(id: string): void {
      void refresh(id);
    },

    watch(id: string, listener: Listener): () => void {
      let entry = watched.get(id);
      if (!entry) {
        const timer = setInterval(() => void refresh(id), pollMs);
        timer.unref();
        entry = { listeners: new Set(), last: '', timer };
        watched.set(id, entry);
      }
      entry.listeners.add(listener);
      return () => {
        const current = watched.get(id);
        if (!current) return;
        current.listeners.delete(listener);
        if (current.listeners.size === 0) {
          clearInterval(current.timer);
          watched.delete(id);
        }
      };
    },

    close(): void {
      for (const entry of watched.values()) clearInterval(entry.timer);
      watched.clear();
    },
  };
}
