import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = path.resolve(SRC, '../../web/src/locales/en.json');

/** The helpers of errors.ts, each with the code it sends when a caller names none. */
const HELPER_DEFAULTS: Record<string, string> = {
  badRequest: 'bad_request',
  unauthorized: 'not_authenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'rate_limited',
  serviceUnavailable: 'unavailable',
};

/** Codes a listener never reads from the error text, each with where it is said instead. */
const SAID_ELSEWHERE: Record<string, string> = {
  invalid_input: 'its field issues are said one by one (inputErrors)',
  partner_code: 'the sign-in callback page (partner.errors)',
  partner_state: 'the sign-in callback page (partner.errors)',
  partner_invalid: 'the sign-in callback page (partner.errors)',
  partner_refused: 'the sign-in callback page (partner.errors)',
  partner_taken: 'the sign-in callback page (partner.errors)',
  partner_email_taken: 'the sign-in callback page (partner.errors)',
  partner_only: 'the sign-in callback page (partner.errors.other)',
  partner_not_configured: 'no partner button is shown without a partner',
  dev_mode_off: "the developer tab's own message (dev.unavailable)",
  not_operator: 'the operator command line, in English',
  invalid_signature: 'the billing webhook, a machine',
  range_not_satisfiable: "the browser's media requests",
  unknown_tour_maker: 'no screen asks for an unknown creator path',
  coordinates_required: 'the map asks only with coordinates',
  places_key_missing: 'shown only when the Google key is configured',
};

/** Codes made from a template (`recording_${problem}`), spelled out. */
const TEMPLATE_CODES = ['recording_too_short', 'recording_too_long', 'recording_undecodable'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text of a call from its opening parenthesis to the matching closing one. */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    else if (source[index] === ')' && --depth === 0) return source.slice(open, index + 1);
  }
  return source.slice(open);
}

/** Every code the server can send: each helper call's named code (or its default) and every AppError's. */
function serverCodes(): Set<string> {
  const codes = new Set(TEMPLATE_CODES);
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /\b(badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests|serviceUnavailable)\(/g,
    )) {
      if (file.endsWith(path.join('http', 'errors.ts'))) continue;
      const call = callText(source, match.index + match[0].length - 1);
      const named = /,\s*'([a-z_]+)'\s*(?:,[^,]*)?\)$/.exec(call.replace(/\s+/g, ' '));
      codes.add(named ? named[1]! : HELPER_DEFAULTS[match[1]!]!);
    }
    for (const match of source.matchAll(/new AppError\(\s*\d+,\s*'([a-z_]+)'/g)) codes.add(match[1]!);
    // Bodies written by hand ({success: false, …, code}), as the error handler's own.
    for (const match of source.matchAll(/success: false[^;]{0,300}?\bcode: '([a-z_]+)'/g)) codes.add(match[1]!);
  }
  return codes;
}

describe('error codes', () => {
  it("every code a listener may meet has a text in the web app's catalogue", () => {
    const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as { apiErrors: Record<string, string> };
    const codes = serverCodes();
    // The scan finds the codes it should (a broken pattern would pass vacuously).
    for (const code of ['tour_limit_reached', 'invalid_input', 'not_found', 'rate_limited', 'internal', 'stt_failed'])
      expect(codes).toContain(code);
    const missing = [...codes].filter((code) => !(code in catalogue.apiErrors) && !(code in SAID_ELSEWHERE));
    expect(missing).toEqual([]);
  });
});
