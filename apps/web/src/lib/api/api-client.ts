import { DEFAULT_REQUEST_TIMEOUT_MS } from '@roamcast/shared/catalog/constants';
import { readAuthToken } from '../auth/tokens';
import { ApiError, GENERIC_FAILURE, timeoutMessage, type InputIssue } from './api-error';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
  /** false sends no Authorization header; a string is sent as the bearer token instead of the stored one. */
  auth?: boolean | string;
  /** Cancels the call (TanStack Query passes one); a cancel is not reported as a timeout. */
  signal?: AbortSignal;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: string | null;
  code?: unknown;
  issues?: unknown;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = typeof options.auth === 'string' ? options.auth : options.auth === false ? null : readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

function isIssue(value: unknown): value is InputIssue {
  const issue = value as InputIssue | null;
  return typeof issue?.field === 'string' && typeof issue.problem === 'string';
}

/** The refusal as an ApiError: the server's text, its stable code, its field issues and Retry-After. */
function failure(response: Response, envelope: Envelope | null): ApiError {
  const message = envelope?.error && typeof envelope.error === 'string' ? envelope.error : GENERIC_FAILURE;
  const code = typeof envelope?.code === 'string' ? envelope.code : null;
  const issues = Array.isArray(envelope?.issues) ? envelope.issues.filter(isIssue) : undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(message, response.status, code, {
    ...(issues?.length ? { issues } : {}),
    ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
}

/** Calls the Roamcast API and unwraps its `{success, data, error}` envelope (SPEC §7). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(timeoutMessage(timeoutMs), 0, 'timeout');
    if (options.signal?.aborted) throw error;
    throw new ApiError(GENERIC_FAILURE, 0, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const envelope = await readEnvelope(response);
  if (!response.ok || !envelope || envelope.success === false) throw failure(response, envelope);
  return envelope.data as T;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
