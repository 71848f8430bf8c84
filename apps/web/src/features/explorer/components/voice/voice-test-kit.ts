import { vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { envelope } from '../../../../test/stand-ins';
import type { ExplorerVoiceActions, NarrationContext } from './explorer-voice-actions';

/** Shared by the voice tests: the API stand-in at the fetch edge, the Explorer's side, and the gestures. */
export { envelope };

export type Route = (body: Record<string, unknown>) => Response | Promise<Response>;

/** Stands in for the API at the network edge: one handler per path. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const route = routes[url];
    return route ? route(JSON.parse(String(init.body))) : envelope(null, 404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (url: string) =>
    fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(String(init.body)));
  return { fetchMock, bodiesOf };
}

export const heard =
  (transcript: string): Route =>
  () =>
    envelope({ transcript });

export const lisbon = { lat: 38.7114, lng: -9.1398, name: 'Baixa, Lisbon' };
export const story: NarrationContext = {
  location: lisbon,
  narrationText: 'Tram 28 rattles up the hill.',
  theme: 'fun_facts',
};

export function fakeActions(overrides: Partial<ExplorerVoiceActions> = {}) {
  const segmentEnd = new Set<() => void>();
  const actions = {
    setLocation: vi.fn(),
    setTheme: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    skip: vi.fn(),
    next: vi.fn(),
    generate: vi.fn(),
    context: vi.fn((): NarrationContext | null => story),
    isNarrationPending: vi.fn(() => false),
    subscribeSegmentEnd: (listener: () => void) => {
      segmentEnd.add(listener);
      return () => segmentEnd.delete(listener);
    },
    ...overrides,
  } satisfies ExplorerVoiceActions;
  const endSegment = () => segmentEnd.forEach((listener) => listener());
  return { actions, endSegment };
}

export const button = () => screen.getByRole('button', { name: 'Hold to talk' });
export const status = () => screen.getAllByRole('status')[0]!;
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Holds the button for `ms` with the pointer, then lets go and lets the transcription arrive. */
export async function holdAndSpeak(ms = 1200) {
  fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
  await wait(ms);
  fireEvent.pointerUp(button(), { button: 0, pointerId: 1 });
  await wait(50);
}

// The dialogs are lazy in the app; loading them once here lets a test's timer steps show them.
await Promise.all([
  import('../../../../components/voice/answer-dialog'),
  import('./voice-help-dialog'),
  import('./voice-question-dialog'),
  import('@roamcast/shared/logic/voice-commands'),
]);
