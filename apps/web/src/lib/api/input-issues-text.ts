import { i18n } from '../i18n';
import type { InputIssue } from './api-error';

/** The server's field problems and the catalogue's sentence for each. */
const PROBLEM_KEYS: Record<string, string> = {
  missing: 'inputErrors.missing',
  too_short: 'inputErrors.tooShort',
  too_long: 'inputErrors.tooLong',
  invalid_email: 'inputErrors.invalidEmail',
  invalid: 'inputErrors.invalid',
};

/** The catalogue names a field by its first path part: `location.name` is the location. */
function fieldName(field: string): string | null {
  const key = `inputErrors.fields.${field.split('.')[0]}`;
  return i18n.exists(key) ? i18n.t(key) : null;
}

function issueText(issue: InputIssue): string {
  const field = fieldName(issue.field);
  const key = PROBLEM_KEYS[issue.problem];
  // A field no form shows (an id, a flag) or a problem we cannot name: no jargon, just ask to check.
  if (!field || !key) return i18n.t('inputErrors.unknown');
  return i18n.t(key, { field, limit: issue.limit ?? '' });
}

/** "Use at least 8 characters for the password.", one sentence per problem, each said once. */
export function inputIssuesText(issues: readonly InputIssue[]): string {
  return [...new Set(issues.map(issueText))].join(' ');
}
