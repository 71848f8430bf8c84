/**
 * Reads `source` as fast as it produces, whatever the consumer's pace, so a slow consumer (speech
 * synthesis) neither holds the model's connection idle nor runs its clock out.
 */
export function eager<T>(source: AsyncIterable<T>): AsyncIterable<T> {
  const queue: T[] = [];
  let done = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  void (async () => {
    try {
      for await (const item of source) {
        queue.push(item);
        notify();
      }
    } catch (error) {
      failure = { error };
    } finally {
      done = true;
      notify();
    }
  })();
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        if (queue.length) {
          yield queue.shift()!;
          continue;
        }
        if (failure) throw failure.error;
        if (done) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
