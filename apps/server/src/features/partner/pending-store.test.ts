import { describe, expect, it } from 'vitest';
import { createPendingStore } from './pending-store';

describe('partner pending store', () => {
  it('honours a one-time code once, and only for 60 seconds', () => {
    let now = 1_000_000;
    const store = createPendingStore(() => now);
    const code = store.issueCode('user-1');
    expect(store.redeemCode(code)).toBe('user-1');
    expect(store.redeemCode(code)).toBeNull();

    const late = store.issueCode('user-2');
    now += 60_001;
    expect(store.redeemCode(late)).toBeNull();
  });

  it('gives a state back once, within ten minutes', () => {
    let now = 0;
    const store = createPendingStore(() => now);
    const pending = { codeVerifier: 'v', nonce: 'n', linkUserId: null };
    store.saveState('s1', pending);
    expect(store.takeState('s1')).toEqual(pending);
    expect(store.takeState('s1')).toBeNull();
    store.saveState('s2', pending);
    now += 10 * 60_000 + 1;
    expect(store.takeState('s2')).toBeNull();
    expect(store.takeState('forged')).toBeNull();
  });
});
