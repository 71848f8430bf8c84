import { expect } from 'vitest';

/** Ten real stops in central Rome: the offline gazetteer and knowledge pack know every one. */
export const ROME_STOPS = [
  { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
  { name: 'Roman Forum', latitude: 41.8925, longitude: 12.4853 },
  { name: 'Capitoline Hill', latitude: 41.8933, longitude: 12.4829 },
  { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
  { name: 'Piazza Navona', latitude: 41.8992, longitude: 12.4731 },
  { name: 'Trevi Fountain', latitude: 41.9009, longitude: 12.4833 },
  { name: 'Spanish Steps', latitude: 41.9059, longitude: 12.4823 },
  { name: 'Piazza del Popolo', latitude: 41.9107, longitude: 12.4764 },
  { name: 'Castel Sant’Angelo', latitude: 41.9031, longitude: 12.4663 },
  { name: 'St. Peter’s Square', latitude: 41.9022, longitude: 12.4568 },
];

export interface ProgressEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a server-sent event stream to its end, as the web app does (fetch, bearer header). */
export async function readEventStream(url: string, token: string, timeoutMs = 120_000): Promise<ProgressEvent[]> {
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}
