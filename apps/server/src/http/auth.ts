import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { SessionsRepository } from '../db/repositories/sessions';
import { unauthorized } from './errors';

export interface Caller {
  userId: string;
  sessionId: string;
}

const ISSUER = 'roamcast';
const AUDIENCE = 'roamcast-api';
/** Verified tokens and active sessions remembered per process (the oldest is forgotten first). */
const MAX_REMEMBERED = 10_000;
/** How long a session found active is trusted before its row is read again (revocation elsewhere). */
export const SESSION_RECHECK_MS = 5000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * Signs and checks bearer tokens: HS256 JWTs whose jti names a revocable session row. Only HS256 with
 * our key, issuer and audience passes; `alg: none` and RS/HS confusion fail in jwtVerify's allow-list,
 * and a revoked session or a deleted user fails at the session row.
 */
export function createTokenService(options: { secret: string; ttlDays: number; sessions: SessionsRepository }) {
  const key = new TextEncoder().encode(options.secret);
  const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

  // Checking a signature is the costliest step of an authenticated read; a token's claims never change,
  // so each verified token's are kept until it expires.
  const verified = new Map<string, { sessionId: string; userId: string; expiresAtMs: number }>();

  async function claimsOf(token: string) {
    const known = verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known;
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'jti', 'sub'],
    });
    if (!payload.jti || !payload.sub || !payload.exp) return null;
    const claims = { sessionId: payload.jti, userId: payload.sub, expiresAtMs: payload.exp * 1000 };
    remember(verified, token, claims);
    return claims;
  }

  // A session row found active is trusted for a few seconds: a sign-out here forgets it at once; one
  // made through another API process is seen within SESSION_RECHECK_MS.
  const active = new Map<string, { userId: string; at: number }>();

  function recentlyActive(sessionId: string, userId: string): boolean {
    const seen = active.get(sessionId);
    return seen !== undefined && seen.userId === userId && Date.now() - seen.at < SESSION_RECHECK_MS;
  }

  async function verify(token: string): Promise<Caller | null> {
    try {
      const payload = await claimsOf(token);
      if (!payload) return null;
      if (recentlyActive(payload.sessionId, payload.userId))
        return { userId: payload.userId, sessionId: payload.sessionId };
      const session = await options.sessions.findActive(payload.sessionId);
      if (session && session.userId === payload.userId)
        remember(active, session.id, { userId: session.userId, at: Date.now() });
      return session && session.userId === payload.userId ? { userId: session.userId, sessionId: session.id } : null;
    } catch {
      return null;
    }
  }

  function bearerOf(request: FastifyRequest): string | null {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(.+)$/i);
    return match ? match[1]!.trim() : null;
  }

  return {
    async issue(userId: string): Promise<string> {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + options.ttlDays * 86_400_000);
      await options.sessions.insert({ id: sessionId, userId, expiresAt: expiresAt.toISOString() });
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },

    /** The signed-in caller, or null for visitors and bad tokens; computed once per request. */
    caller(request: FastifyRequest): Promise<Caller | null> {
      let pending = callers.get(request);
      if (!pending) {
        const token = bearerOf(request);
        pending = token ? verify(token) : Promise.resolve(null);
        callers.set(request, pending);
      }
      return pending;
    },

    /** The signed-in caller, or 401 'Not authenticated'. */
    async requireCaller(request: FastifyRequest): Promise<Caller> {
      const caller = await this.caller(request);
      if (!caller) throw unauthorized();
      return caller;
    },

    revoke(sessionId: string): Promise<void> {
      active.delete(sessionId);
      return options.sessions.revoke(sessionId);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
