import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

// Issue 23: a request body dribbled in (slowloris) is cut after REQUEST_TIMEOUT_MS with 408 and its
// connection closed, over a real socket; other requests are answered meanwhile.
const TIMEOUT_MS = 1500;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

/** Sends the headers and one byte of the body every 200 ms; resolves with what the server said and when it closed. */
function dribble(headers: string[], bodyLength: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write([...headers, `content-length: ${bodyLength}`, '', ''].join('\r\n'));
      timer = setInterval(() => {
        if (sent < bodyLength - 1 && !socket.destroyed) {
          socket.write('x');
          sent += 1;
        }
      }, 200);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined); // the server may reset while a byte is in flight
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => reject(new Error('the server never cut the slow body')), 30_000).unref();
  });
}

describe(
  `slow request bodies (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`,
  { timeout: 60_000 },
  () => {
    it('cuts a body still arriving after REQUEST_TIMEOUT_MS with 408 and closes the connection', async () => {
      const { token } = await signUp(t);
      const slow = dribble(
        [
          'POST /api/tour-maker/routes HTTP/1.1',
          'host: 127.0.0.1',
          `authorization: Bearer ${token}`,
          'content-type: application/json',
        ],
        10_000,
      );
      // Meanwhile the server answers others at once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const healthStarted = Date.now();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(Date.now() - healthStarted).toBeLessThan(1000);

      const { answer, closedAfterMs } = await slow;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      // The limit, plus at most one of Node's checks (a quarter of it here).
      expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 2 + 1000);
    });

    it('takes a body that arrives in time, however slowly its bytes come within the limit', async () => {
      const body = '{"email":"slow@example.com","password":"correct horse battery"}';
      const socket = connect(port, '127.0.0.1');
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        socket.on('connect', async () => {
          socket.write(
            `POST /api/auth/local/signup HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: ${body.length}\r\n\r\n`,
          );
          // Two halves, 400 ms apart: slow, but whole within the limit.
          socket.write(body.slice(0, 20));
          await new Promise((resolve) => setTimeout(resolve, 400));
          socket.write(body.slice(20));
        });
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    });
  },
);
