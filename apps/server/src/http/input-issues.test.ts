import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a refused request body', () => {
  it('answers its stable code and each field problem beside the English text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/signup',
      payload: { email: 'newcomer@example.com', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      error: 'Invalid sign-up: password: Password must be at least 8 characters',
      code: 'invalid_input',
      issues: [{ field: 'password', problem: 'too_short', limit: 8 }],
    });
  });

  it('sends no issues with other refusals', async () => {
    const response = await t.app.inject({ url: '/api/tours/share/no-such-tour' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('issues');
    expect(response.json().code).toMatch(/not_found$/);
  });
});
