import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { api, apiRequest } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(handler: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(handler);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  return new Headers(fetchMock.mock.calls[0]![1].headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('unwraps the data of a successful envelope', async () => {
    stubFetch(async () => jsonResponse({ success: true, data: { name: 'Lisbon' }, error: null }));
    await expect(apiRequest('/api/geocode/reverse')).resolves.toEqual({ name: 'Lisbon' });
  });

  it("fails with the server's error text on a non-OK status", async () => {
    stubFetch(async () => jsonResponse({ success: false, data: null, error: 'Email or password is incorrect' }, 401));
    const failure = apiRequest('/api/auth/local/login');
    await expect(failure).rejects.toThrow('Email or password is incorrect');
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it('fails when success is false even with status 200', async () => {
    stubFetch(async () => jsonResponse({ success: false, data: null, error: 'Quota used up' }));
    await expect(apiRequest('/api/x')).rejects.toThrow('Quota used up');
  });

  it("falls back to 'Request failed' when no error text comes back", async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toThrow(new ApiError('Request failed', 502));
  });

  it("reports a network failure as 'Request failed'", async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/x')).rejects.toThrow('Request failed');
  });

  it('aborts after the timeout with the spec message', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(apiRequest('/api/slow', { timeoutMs: 20 })).rejects.toThrow('Request timed out after 20ms');
  });

  it('keeps the stable code, the field issues and Retry-After for the screens to say in the UI language', async () => {
    stubFetch(async () =>
      jsonResponse(
        {
          success: false,
          data: null,
          error: 'Invalid sign-up: password: Password must be at least 8 characters',
          code: 'invalid_input',
          issues: [{ field: 'password', problem: 'too_short', limit: 8 }, { nonsense: true }],
        },
        400,
      ),
    );
    await expect(apiRequest('/api/auth/local/signup')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_input',
      details: { issues: [{ field: 'password', problem: 'too_short', limit: 8 }] },
    });
    stubFetch(
      async () =>
        new Response(
          JSON.stringify({ success: false, data: null, error: 'Too many requests.', code: 'rate_limited' }),
          {
            status: 429,
            headers: { 'Retry-After': '120' },
          },
        ),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: 120 },
    });
  });

  it('names its own failures: timeout and network', async () => {
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(apiRequest('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({ code: 'timeout', status: 0 });
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('uses a 30 s timeout by default', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const failure = apiRequest('/api/slow');
    const assertion = expect(failure).rejects.toThrow('Request timed out after 30000ms');
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});

describe('authorization and bodies', () => {
  it('sends the stored user token as a bearer header', async () => {
    localStorage.setItem(STORAGE_KEYS.userToken, 'user-token');
    localStorage.setItem(STORAGE_KEYS.devToken, 'dev-token');
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, data: null, error: null }));
    await api.get('/api/user/session');
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer user-token');
  });

  it('falls back to the developer-mode token', async () => {
    localStorage.setItem(STORAGE_KEYS.devToken, 'dev-token');
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, data: null, error: null }));
    await api.get('/api/user/session');
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer dev-token');
  });

  it('sends no Authorization header without a token or when told not to', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, data: null, error: null }));
    await api.get('/api/user/session');
    localStorage.setItem(STORAGE_KEYS.userToken, 'user-token');
    await api.get('/api/geocode/reverse', { auth: false, query: { lat: 1.5, lng: 2, language: 'en' } });
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
    expect(new Headers(fetchMock.mock.calls[1]![1].headers).has('Authorization')).toBe(false);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/geocode/reverse?lat=1.5&lng=2&language=en');
  });

  it('writes JSON bodies', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, data: { id: 'n1' }, error: null }, 201));
    await api.post('/api/auth/local/signup', { email: 'a@b.co', password: 'long enough' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/local/signup');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co","password":"long enough"}');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });
});
