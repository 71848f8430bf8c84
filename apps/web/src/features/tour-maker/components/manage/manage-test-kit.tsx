// Stand-ins at the network edge for the My Tours tests: the API answers through a stubbed fetch.
import { vi } from 'vitest';
import type { z } from 'zod';
import { fireEvent, screen, within } from '@testing-library/react';
import { famousTourSchema, routeSchema, type FamousTour, type Route } from '@roamcast/shared/schemas/tour';
import { AppDialogsContext } from '../../../../lib/app-dialogs';
import { renderWithProviders } from '../../../../test/render';
import { envelope } from '../../../../test/stand-ins';
import { ManageToursScreen } from './manage-tours-screen';

export const USER_ID = 'user-1';

/** A tour as the API presents it; what is not given takes the schema's defaults. */
export function route(fields: Partial<z.input<typeof routeSchema>> & { id: string; name: string }): Route {
  return routeSchema.parse({
    userId: USER_ID,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...fields,
  });
}

export function famous(fields: Partial<FamousTour> & { id: string; name: string }): FamousTour {
  return famousTourSchema.parse({ stops: 3, shareCode: fields.id, ...fields });
}

export type Handler = (request: { body: unknown; url: URL }) => Response | Promise<Response>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers `METHOD /path` from the handlers; anything else is a 404, as the server would say. */
export function serveApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const handler = handlers[`${method} ${url.pathname}`];
      return handler ? handler({ body, url }) : envelope(null, 404, 'Not found');
    }),
  );
  return calls;
}

/** A signed-in user with these tours, and these famous tours. */
export function signedInWith(mine: Route[], famousTours: FamousTour[] = [], more: Record<string, Handler> = {}) {
  localStorage.setItem('roamcast-user-token', 'token-1');
  return serveApi({
    'GET /api/user/session': () =>
      envelope({
        user: {
          id: USER_ID,
          email: 'ada@example.com',
          displayName: null,
          tier: 'freemium',
          authMethod: 'local',
          voiceSettings: { provider: 'cloud', voice: 'en-US-Studio-O', speed: 1, volume: 0.8, autoPlay: true },
          trialActive: false,
          trialExpiresAt: null,
          createdAt: '2026-01-01T00:00:00Z',
        },
      }),
    'GET /api/tour-maker/routes': () => envelope(mine),
    'GET /api/tour-maker/famous': () => envelope(famousTours),
    ...more,
  });
}

export function renderManage({ openSignIn = vi.fn() }: { openSignIn?: () => void } = {}) {
  const dialogs = { openSettings: vi.fn(), openLanguagePicker: vi.fn(), openSignIn };
  return renderWithProviders(
    <AppDialogsContext.Provider value={dialogs}>
      <ManageToursScreen />
    </AppDialogsContext.Provider>,
    { path: '/tour-maker/manage' },
  );
}

export const card = (name: string) => screen.getByRole('button', { name });
export const toolbarButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Tour actions' })).getByRole('button', { name });
export const gridNames = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
export const select = (name: string) => fireEvent.click(card(name));
