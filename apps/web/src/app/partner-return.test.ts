import { describe, expect, it, vi } from 'vitest';
import { consumePartnerReturn } from './partner-return';

function fakeLocation(url: string) {
  const parsed = new URL(url);
  return {
    search: parsed.search,
    pathname: parsed.pathname,
    hash: parsed.hash,
    replace: vi.fn(),
  } as unknown as Location & {
    replace: ReturnType<typeof vi.fn>;
  };
}

describe('consumePartnerReturn', () => {
  it('stores the token, strips the query and reloads (source compared case-insensitively)', () => {
    const location = fakeLocation('https://roamcast.test/tour/abc?auth=true&source=Partner&token=t0k#stop-2');
    expect(consumePartnerReturn(location)).toBe(true);
    expect(localStorage.getItem('roamcast-user-token')).toBe('t0k');
    expect(location.replace).toHaveBeenCalledWith('/tour/abc#stop-2');
  });

  it.each([
    'https://roamcast.test/?auth=false&source=partner&token=t0k',
    'https://roamcast.test/?auth=true&source=someone-else&token=t0k',
    'https://roamcast.test/?auth=true&source=partner',
    'https://roamcast.test/?dev=1',
  ])('leaves %s alone', (url) => {
    const location = fakeLocation(url);
    expect(consumePartnerReturn(location)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
    expect(localStorage.getItem('roamcast-user-token')).toBeNull();
  });
});
