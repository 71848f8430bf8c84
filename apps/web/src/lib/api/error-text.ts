import { currentLanguage, i18n } from '../i18n';
import { ApiError, GENERIC_FAILURE } from './api-error';
import { inputIssuesText } from './input-issues-text';

/**
 * Codes that say only what kind of failure it was ("not_found": of what?). The screen that asked
 * knows better ("Tour not found"), so its own message comes first for these.
 */
const GENERIC_CODES = new Set([
  'not_found',
  'forbidden',
  'conflict',
  'bad_request',
  'unavailable',
  'internal',
  'not_authenticated',
]);

/** "5 minutes", "30 seconds" in the UI language (Latin digits, as the catalogues write numbers). */
export function waitText(seconds: number): string {
  const [amount, unit] =
    seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(`${currentLanguage()}-u-nu-latn`, { style: 'unit', unit, unitDisplay: 'long' }).format(
    amount,
  );
}

function catalogueText(error: ApiError): string | null {
  const key = `apiErrors.${error.code}`;
  if (!error.code || !i18n.exists(key)) return null;
  const seconds = error.details.retryAfterSeconds;
  return i18n.t(key, { wait: waitText(seconds ?? 60) });
}

/**
 * What to tell the listener about a failed call, in their language: the catalogue's text for the
 * server's stable code (field by field for refused input); for a code that says only the kind of
 * failure, the screen's own `fallback` first. The server's English text is the last resort, for a
 * code the catalogue does not know (every code the server sends is checked to be there).
 */
export function errorText(error: unknown, fallback?: string): string {
  if (!(error instanceof ApiError)) return fallback ?? (error instanceof Error ? error.message : String(error));
  if (error.code === 'invalid_input' && error.details.issues?.length) return inputIssuesText(error.details.issues);
  const known = catalogueText(error);
  if (known && !GENERIC_CODES.has(error.code!)) return known;
  if (known) return fallback ?? known;
  if (error.message && error.message !== GENERIC_FAILURE) return error.message;
  return fallback ?? i18n.t('apiErrors.request_failed');
}

/**
 * A refusal's explanation (a 4xx: "the image is larger than 10 MB"), which a person can act on,
 * in their language; other failures have nothing to add to the screen's own message (SPEC §8).
 */
export function refusalText(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? errorText(error) : undefined;
}
