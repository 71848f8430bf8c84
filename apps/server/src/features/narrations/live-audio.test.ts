import { describe, expect, it } from 'vitest';
import { createLiveAudioRegistry } from './live-audio';

async function* slowChunks(parts: string[], gate: Promise<void>) {
  yield Buffer.from(parts[0]!);
  await gate;
  for (const part of parts.slice(1)) yield Buffer.from(part);
}

async function collect(source: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

describe('live audio registry', () => {
  it('lets listeners read the first chunk before the rest exists, then hands over the whole file', async () => {
    const registry = createLiveAudioRegistry();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let stored: string | null = null;
    await registry.start('a', slowChunks(['one ', 'two ', 'three'], gate), async (audio) => {
      stored = audio?.toString() ?? null;
    });
    const early = registry.read('a')![Symbol.asyncIterator]();
    expect((await early.next()).value.toString()).toBe('one ');
    const late = collect(registry.read('a')!);
    open();
    expect(await late).toBe('one two three');
    await registry.drain();
    expect(stored).toBe('one two three');
    expect(registry.read('a')).toBeNull();
  });

  it('reports a failed stream as null audio with the error', async () => {
    const registry = createLiveAudioRegistry();
    let reported: unknown = 'not called';
    async function* failing() {
      yield Buffer.from('x');
      throw new Error('engine died');
    }
    await registry.start('b', failing(), async (audio, error) => {
      reported = audio === null ? (error as Error).message : 'stored';
    });
    await registry.drain();
    expect(reported).toBe('engine died');
  });

  it('survives a failure to store the finished audio', async () => {
    const registry = createLiveAudioRegistry();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await registry.start('c', slowChunks(['x'], Promise.resolve()), async () => {
        throw new Error('disk full');
      });
      await registry.drain();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
      expect(registry.read('c')).toBeNull();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
