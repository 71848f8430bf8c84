import type { z } from 'zod';
import { badRequest } from './errors';

/** A readable message from the first few issues: "location.lat: latitude must be between -90 and 90". */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      const where = issue.path.join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Parses a body, query or params with a shared schema, or throws a 400 a person can act on. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(`Invalid ${what}: ${describeIssues(result.error)}`, 'invalid_input');
  return result.data;
}
