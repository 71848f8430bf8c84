import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, exportSPKI, generateKeyPair, type JWTPayload } from 'jose';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/test-app';

const SECRET = 'tampering-suite-secret-of-at-least-32-characters';
const key = new TextEncoder().encode(SECRET);

let t: TestApp;
let session: { token: string; userId: string; jti: string };
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET: SECRET } });
  const user = await signUp(t);
  session = { ...user, jti: decodeJwt(user.token).jti! };
});
afterAll(() => t.close());

const unsigned = (header: object, payload: object) =>
  `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

/** A token like ours, with the claims of the test's choosing, signed with our key unless told otherwise. */
function forge(claims: JWTPayload, options: { exp?: number | string } = {}) {
  return new SignJWT({ iss: 'roamcast', aud: 'roamcast-api', sub: session.userId, jti: session.jti, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(key);
}

async function expectRefused(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: bearer(token) });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, error: 'Not authenticated' });
}

describe(`bearer token tampering (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('accepts the genuine token and a well-formed forgery with our key (the control)', async () => {
    for (const token of [session.token, await forge({})]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    }
  });

  it("refuses alg 'none'", async () => {
    const claims = decodeJwt(session.token);
    await expectRefused(unsigned({ alg: 'none', typ: 'JWT' }, claims));
    await expectRefused(unsigned({ alg: 'None' }, claims));
  });

  it('refuses HS/RS confusion: an RS256 token, and an HS256 token keyed with a public key', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const claims = decodeJwt(session.token);
    const rs = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    await expectRefused(rs);
    const pem = new TextEncoder().encode(await exportSPKI(publicKey));
    await expectRefused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(pem));
  });

  it('refuses a wrong key, an expired token, a wrong audience, a wrong issuer and missing claims', async () => {
    await expectRefused(
      await new SignJWT(decodeJwt(session.token))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!')),
    );
    await expectRefused(await forge({}, { exp: Math.floor(Date.now() / 1000) - 60 }));
    await expectRefused(await forge({ aud: 'someone-else' }));
    await expectRefused(await forge({ iss: 'evil' }));
    await expectRefused(await forge({ jti: undefined }));
    await expectRefused(await forge({ sub: 'another-user' }));
    await expectRefused(session.token.slice(0, -2) + (session.token.endsWith('AA') ? 'BB' : 'AA'));
  });

  it('refuses a token after sign-out', async () => {
    const { token } = await signUp(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    await expectRefused(token);
  });

  it('refuses the token of a deleted user', async () => {
    const { token, userId } = await signUp(t);
    await t.db.deleteFrom('users').where('id', '=', userId).execute();
    await expectRefused(token);
  });
});
