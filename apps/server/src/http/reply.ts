import type { FastifyReply } from 'fastify';

/** The success half of the envelope (SPEC §7). */
export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}

/** An answer whose JSON text is already made (the read cache's), sent as it is. */
export function jsonText(reply: FastifyReply, text: string): string {
  reply.type('application/json; charset=utf-8');
  return text;
}
