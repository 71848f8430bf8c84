import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signupBodySchema } from '@roamcast/shared/schemas/auth';
import { AppError } from './errors';
import { validate } from './validate';

function refusal(schema: z.ZodType, value: unknown, what?: string): AppError {
  try {
    validate(schema, value, what);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the value was accepted');
}

describe('validate', () => {
  it('names each field problem in stable terms beside the English text', () => {
    const error = refusal(signupBodySchema, { email: 'ada@example.com', password: 'short' }, 'sign-up');
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('Invalid sign-up: password: Password must be at least 8 characters');
    expect(error.issues).toEqual([{ field: 'password', problem: 'too_short', limit: 8 }]);
  });

  it('tells missing, too long, malformed and unknown fields apart', () => {
    const schema = z.strictObject({
      email: z.string().email(),
      name: z.string().trim().min(1).max(5),
      stops: z.array(z.string()).max(2),
      place: z.object({ lat: z.number().min(-90) }),
    });
    const error = refusal(schema, { email: 'nope', name: 'far too long', stops: ['a', 'b', 'c'], extra: 1 });
    expect(error.issues).toEqual([
      { field: 'email', problem: 'invalid_email' },
      { field: 'name', problem: 'too_long', limit: 5 },
      { field: 'stops', problem: 'too_many', limit: 2 },
    ]);
    expect(refusal(schema, { email: 'a@b.co', name: ' ', stops: [], place: { lat: -100 } }).issues).toEqual([
      { field: 'name', problem: 'missing' },
      { field: 'place.lat', problem: 'invalid' },
    ]);
    expect(refusal(z.strictObject({ a: z.string() }), { a: 'x', b: 1 }).issues).toEqual([
      { field: 'b', problem: 'unknown_field' },
    ]);
    expect(refusal(z.strictObject({ a: z.string() }), {}).issues).toEqual([{ field: 'a', problem: 'missing' }]);
  });
});
