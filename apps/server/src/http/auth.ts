import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { SessionsRepository } from '../db/repositories/sessions';
import { unauthorized } from './errors';

export interface Caller {
  userId: string;
  sessionId: string;
}

/** Signs and checks bearer tokens: HS256 JWTs whose jti names a revocable session row. */
export function createTokenService(options: { secret: string; ttlDays: number; sessions: SessionsRepository }) {
  const key = new TextEncoder().encode(options.secret);
  const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

  async function verify(token: string): Promise<Caller | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'roamcast' });
      if (!payload.jti || !payload.sub) return null;
      const session = await options.sessions.findActive(payload.jti);
      return session && session.userId === payload.sub ? { userId: session.userId, sessionId: session.id } : null;
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
        .setIssuer('roamcast')
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
      return options.sessions.revoke(sessionId);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
