import type { FastifyServerOptions } from 'fastify';

/** Query parameters that may hold a bearer token, a one-time code, a password or an API key. */
const SECRET_PARAM = /token|code|key|password|secret|signature|state|session|authorization|credential/i;

/** The URL with every secret-looking query value replaced, e.g. `/auth/callback?token=[REDACTED]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is judged as written.
      }
      return SECRET_PARAM.test(decoded) ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, at)}?${params.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Logger options: request URLs lose their secrets and credential headers are censored wherever a log
 * line carries them, so the log never holds a bearer token, one-time code, password or API key.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'req.headers["x-goog-api-key"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'headers["x-goog-api-key"]',
        'password',
        'token',
        'body.password',
        'body.token',
        'body.code',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
