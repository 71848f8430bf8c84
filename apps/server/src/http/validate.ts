import type { z } from 'zod';
import { AppError, type InputIssue } from './errors';

/** How many issues an answer names: the first few are enough to act on. */
const MAX_ISSUES = 3;

/** A readable message from the first few issues: "location.lat: latitude must be between -90 and 90". */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      const where = issue.path.join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** The same issues in stable terms, so a client can say them in the listener's language. */
function inputIssues(issues: readonly z.core.$ZodIssue[]): InputIssue[] {
  return issues.flatMap((issue): InputIssue[] => {
    const field = issue.path.join('.');
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ field: field ? `${field}.${key}` : key, problem: 'unknown_field' }));
      case 'invalid_type':
        return [{ field, problem: 'missing' }];
      case 'too_small':
        if (issue.origin !== 'string') return [{ field, problem: 'invalid' }];
        return Number(issue.minimum) <= 1
          ? [{ field, problem: 'missing' }]
          : [{ field, problem: 'too_short', limit: Number(issue.minimum) }];
      case 'too_big':
        if (issue.origin === 'string') return [{ field, problem: 'too_long', limit: Number(issue.maximum) }];
        if (issue.origin === 'array') return [{ field, problem: 'too_many', limit: Number(issue.maximum) }];
        return [{ field, problem: 'invalid' }];
      case 'invalid_format':
        return [{ field, problem: issue.format === 'email' ? 'invalid_email' : 'invalid' }];
      default:
        return [{ field, problem: 'invalid' }];
    }
  });
}

/** Parses a body, query or params with a shared schema, or throws a 400 a person can act on. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issues = result.error.issues.slice(0, MAX_ISSUES);
    throw new AppError(
      400,
      'invalid_input',
      `Invalid ${what}: ${describeIssues(issues)}`,
      undefined,
      inputIssues(issues),
    );
  }
  return result.data;
}
