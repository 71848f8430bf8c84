import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumePartnerReturn } from './partner-return';

function fakePage(url: string) {
  const parsed = new URL(url);
  const location = {
    search: parsed.search,
    pathname: parsed.pathname,
    hash: parsed.hash,
    reload: vi.fn(),
    assign: vi.fn(),
  };
  return { location, history: { replaceState: vi.fn() } };
}

const reply = (status: number, data: unknown, error: string | null = null) =>
  new Response(JSON.stringify({ success: status < 400, data, error }), { status });

afterEach(() => vi.unstubAllGlobals());

describe('consumePartnerReturn', () => {
  it('strips the query at once, exchanges the one-time code for the session and reloads', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      reply(200, { user: { id: 'u1', email: 'a@example.com' }, token: 'bearer-jwt' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = fakePage('https://roamcast.test/tour/abc?auth=true&source=Partner&token=c0de#stop-2');
    expect(consumePartnerReturn(page.location, page.history)).toBe(true);
    expect(page.history.replaceState).toHaveBeenCalledWith(null, '', '/tour/abc#stop-2');
    await vi.waitFor(() => expect(page.location.reload).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/partner/callback');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ token: 'c0de' });
    expect(localStorage.getItem('roamcast-user-token')).toBe('bearer-jwt');
  });

  it('sends a refused code to the callback page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, null, 'This sign-in code has expired or was already used')),
    );
    const page = fakePage('https://roamcast.test/?auth=true&source=partner&token=used');
    expect(consumePartnerReturn(page.location, page.history)).toBe(true);
    await vi.waitFor(() => expect(page.location.assign).toHaveBeenCalledWith('/auth/callback?error=partner_code'));
    expect(localStorage.getItem('roamcast-user-token')).toBeNull();
  });

  it.each([
    'https://roamcast.test/?auth=false&source=partner&token=t0k',
    'https://roamcast.test/?auth=true&source=someone-else&token=t0k',
    'https://roamcast.test/?auth=true&source=partner',
    'https://roamcast.test/?dev=1',
  ])('leaves %s alone', (url) => {
    const page = fakePage(url);
    expect(consumePartnerReturn(page.location, page.history)).toBe(false);
    expect(page.history.replaceState).not.toHaveBeenCalled();
  });
});
