// Stand-ins at the network edge for the creator tests: the API answers through a stubbed fetch.
import { vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { routeSchema, type Route as Tour } from '@roamcast/shared/schemas/tour';
import type { z } from 'zod';
import { AppDialogsContext } from '../../../../lib/app-dialogs';
import { renderWithProviders } from '../../../../test/render';
import { envelope } from '../../../../test/stand-ins';
import { TourCreatorScreen } from './tour-creator-screen';

export const USER_ID = 'user-1';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type Handler = (call: ApiCall) => Response | Promise<Response>;

/** Answers `METHOD /path` from the handlers; anything else is a 404, as the server would say. */
export function serveApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      return handler ? handler(call) : envelope(null, 404, 'Not found');
    }),
  );
  return calls;
}

export const limits = (tier: string, current: number, limit: number) =>
  envelope({
    tier,
    tours: { current, limit },
    postcards: { current: 0, limit: 0, resetsMonthly: false, resetDate: null },
  });

/** A signed-in freemium user with room for more tours, plus the given handlers. */
export function signedIn(handlers: Record<string, Handler> = {}): ApiCall[] {
  localStorage.setItem('roamcast-user-token', 'token-1');
  return serveApi({
    'GET /api/user/session': () =>
      envelope({ user: { id: USER_ID, email: 'ada@example.com', tier: 'freemium', voiceSettings: null } }),
    'GET /api/user/limits': () => limits('freemium', 1, 3),
    ...handlers,
  });
}

/** A tour as the API presents it; what is not given takes the schema's defaults. */
export function tour(fields: Partial<z.input<typeof routeSchema>> & { id: string; name: string }): Tour {
  return routeSchema.parse({
    userId: USER_ID,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...fields,
  });
}

export const created = (
  fields: Partial<z.input<typeof routeSchema>> & { id: string; name: string },
  notice: string | null = null,
) => envelope({ ...tour(fields), notice }, 201);

function PlayerStandIn() {
  return <p>Playing tour {useParams().id}</p>;
}

function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** The creator inside the app's routes, so redirects land on recognisable stand-in pages. */
export function renderCreator(path = '/tour-maker/make', openSignIn = vi.fn()) {
  const dialogs = { openSettings: vi.fn(), openLanguagePicker: vi.fn(), openSignIn };
  const result = renderWithProviders(
    <AppDialogsContext.Provider value={dialogs}>
      <Routes>
        <Route path="/tour-maker/make" element={<TourCreatorScreen />} />
        <Route path="/tour-maker/create" element={<TourCreatorScreen />} />
        <Route path="/tour-maker/make/:id" element={<TourCreatorScreen />} />
        <Route path="/tour-maker/play/:id" element={<PlayerStandIn />} />
        <Route path="/tour-maker/manage" element={<p>My Tours page</p>} />
      </Routes>
      <AddressProbe />
    </AppDialogsContext.Provider>,
    { path },
  );
  return { ...result, openSignIn };
}

export const address = () => screen.getByRole('status', { name: 'address' }).textContent;

export function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** A reply the test releases when it wants, to look at the page while the call is under way. */
export function held() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release };
}

/** Waits for a message in an alert region (screen readers announce it) and returns that region. */
export async function findAlert(text: string): Promise<HTMLElement> {
  const message = await screen.findByText(text, { exact: false });
  const region = message.closest<HTMLElement>('[role="alert"]');
  if (!region) throw new Error(`"${text}" is shown but not announced`);
  return region;
}
