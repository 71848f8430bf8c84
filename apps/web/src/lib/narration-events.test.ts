import { describe, expect, it, vi } from 'vitest';
import { onNarrationRegenerationRequested, requestNarrationRegeneration } from './narration-events';

describe('narration regeneration events', () => {
  it('calls every subscribed listener once per request', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onNarrationRegenerationRequested(first);
    const offSecond = onNarrationRegenerationRequested(second);
    requestNarrationRegeneration();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    offFirst();
    offSecond();
  });

  it('stops calling a listener once it unsubscribes', () => {
    const listener = vi.fn();
    const off = onNarrationRegenerationRequested(listener);
    off();
    requestNarrationRegeneration();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps two subscriptions of the same listener apart', () => {
    const listener = vi.fn();
    const offA = onNarrationRegenerationRequested(listener);
    const offB = onNarrationRegenerationRequested(listener);
    offA();
    requestNarrationRegeneration();
    expect(listener).toHaveBeenCalledOnce();
    offB();
  });
});
