import { describe, expect, it } from 'vitest';
import { createPendingStore } from './pending-store';

describe('partner pending store', () => {
  it('honours a one-time code once, and only for 60 seconds', async () => {
    let now = 1_000_000;
    const store = createPendingStore(() => now);
    const code = await store.issueCode('user-1');
    expect(await store.redeemCode(code)).toBe('user-1');
    expect(await store.redeemCode(code)).toBeNull();

    const late = await store.issueCode('user-2');
    now += 60_001;
    expect(await store.redeemCode(late)).toBeNull();
  });

  it('gives a state back once, within ten minutes', async () => {
    let now = 0;
    const store = createPendingStore(() => now);
    const pending = { codeVerifier: 'v', nonce: 'n', linkUserId: null };
    await store.saveState('s1', pending);
    expect(await store.takeState('s1')).toEqual(pending);
    expect(await store.takeState('s1')).toBeNull();
    await store.saveState('s2', pending);
    now += 10 * 60_000 + 1;
    expect(await store.takeState('s2')).toBeNull();
    expect(await store.takeState('forged')).toBeNull();
  });
});
