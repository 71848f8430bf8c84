/**
 * Answers kept for a moment: under a burst (a thousand viewers opening one shared link) each key is
 * loaded once per `ttlMs`, and callers arriving while it loads share that load. Failures are not kept.
 */
export function createMicroCache<T>(options: { ttlMs: number; maxKeys: number }) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && now - entry.at < options.ttlMs) return entry.value;
      const value = load();
      entries.delete(key);
      if (entries.size >= options.maxKeys) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: now });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
