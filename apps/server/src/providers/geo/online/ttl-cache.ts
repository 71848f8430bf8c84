export interface TtlCacheOptions {
  maxEntries: number;
  ttlMs: number;
}

/**
 * A small in-memory cache: entries expire after `ttlMs`, and past `maxEntries` the least recently
 * used goes. `load` shares one request among callers asking for the same key at the same time.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(private readonly options: TtlCacheOptions) {}

  /** The live entry for `key`, marked as just used; expired entries are dropped. */
  private fresh(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  get(key: string): V | undefined {
    return this.fresh(key)?.value;
  }

  /** `ttlMs` shortens this entry's life, e.g. to what is left of it in a shared cache. */
  set(key: string, value: V, ttlMs = this.options.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + Math.min(ttlMs, this.options.ttlMs) });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The cached value, or the result of `fetch` (cached only when it succeeds). */
  async load(key: string, fetch: () => Promise<V>): Promise<V> {
    const hit = this.fresh(key);
    if (hit) return hit.value;
    const running = this.loading.get(key);
    if (running) return running;
    const promise = fetch().then((value) => {
      this.set(key, value);
      return value;
    });
    this.loading.set(key, promise);
    try {
      return await promise;
    } finally {
      this.loading.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
