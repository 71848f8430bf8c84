import { z } from 'zod';
import { userSchema, tierSchema } from './user';

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .email('Enter a valid email address')
  .max(254);

export const passwordSchema = z
  .string({ error: 'password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const signupBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  displayName: z.string().trim().min(1).max(80).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Dev mode (SPEC §6): sign in locally as a developer account of a chosen tier. Only with DEV_MODE=1. */
export const devLoginBodySchema = z.strictObject({ tier: tierSchema.default('freemium') });

export const authResultSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/** POST /api/auth/logout `data`. */
export const signedOutSchema = z.object({ signedOut: z.literal(true) });
