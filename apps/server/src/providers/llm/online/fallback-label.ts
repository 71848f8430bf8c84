import { ModelError } from './text-model';

const MAX_REASON = 100;

/** Why a model call failed, short enough for a provider label. */
export function failureReason(error: unknown): string {
  const reason = error instanceof ModelError ? error.reason : error instanceof Error ? error.message : String(error);
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
}

/** E.g. 'offline-composer (fallback: openai:gpt-4o-mini failed: HTTP 401: invalid key)'. */
export function fallbackProvider(fallbackProviderName: string, modelName: string, error: unknown): string {
  return `${fallbackProviderName} (fallback: ${modelName} failed: ${failureReason(error)})`;
}
