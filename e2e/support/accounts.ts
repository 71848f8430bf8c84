import { randomBytes } from 'node:crypto';

/** A fresh account made through the API (specs sign in this way, not through the UI). */
export async function signUpThroughApi(baseUrl: string): Promise<{ token: string; email: string }> {
  const email = `traveller-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return { token: data.token, email };
}
