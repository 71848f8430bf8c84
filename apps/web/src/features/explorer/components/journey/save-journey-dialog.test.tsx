import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { AppDialogsContext } from '../../../../lib/app-dialogs';
import { renderWithProviders } from '../../../../test/render';
import { envelope } from '../../../../test/stand-ins';
import { SaveJourneyDialog } from './save-journey-dialog';

const KEY = 'active-journey';

function PlayerStandIn() {
  return <p>Playing route {useParams().id}</p>;
}

function renderDialog({ theme, openSignIn = vi.fn() }: { theme?: string; openSignIn?: () => void } = {}) {
  const onOpenChange = vi.fn();
  const dialogs = { openSettings: vi.fn(), openLanguagePicker: vi.fn(), openSignIn };
  renderWithProviders(
    <AppDialogsContext.Provider value={dialogs}>
      <Routes>
        <Route path="/" element={<SaveJourneyDialog open onOpenChange={onOpenChange} theme={theme} />} />
        <Route path="/play/:id" element={<PlayerStandIn />} />
      </Routes>
    </AppDialogsContext.Provider>,
  );
  return { onOpenChange };
}

function typeName(name: string) {
  fireEvent.change(screen.getByLabelText('Journey name'), { target: { value: name } });
}

const saveButton = () => screen.getByRole('button', { name: 'Save Journey' });

const LIMITS = '/api/user/limits';
const limits = (current: number, limit: number) =>
  envelope({
    tier: 'freemium',
    tours: { current, limit },
    postcards: { current: 0, limit: 0, resetsMonthly: false, resetDate: null },
  });

/** The API stand-in: the account's limits (asked when the dialog opens) and `answer` for the rest. */
function stubApi(
  answer: (url: string, init: RequestInit) => Response | Promise<Response>,
  tours = { current: 1, limit: 3 },
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) =>
    url === LIMITS ? limits(tours.current, tours.limit) : answer(url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  // What the dialog sent beyond asking for the limits.
  const sent = () => fetchMock.mock.calls.filter(([url]) => url !== LIMITS) as [string, RequestInit][];
  return { fetchMock, sent };
}

beforeEach(() => {
  sessionStorage.setItem(KEY, JSON.stringify({ isRecording: true, narrationIds: ['n-1', 'n-2'], startedAt: 1 }));
});

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SaveJourneyDialog', () => {
  it('is titled Save Your Journey and blocks a blank name', () => {
    const { sent } = stubApi(() => envelope(null, 500, 'unexpected'));
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Save Your Journey' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    typeName('   ');
    expect(saveButton()).toBeDisabled();
    fireEvent.submit(saveButton().closest('form')!);
    expect(sent()).toEqual([]);
  });

  it('says the journey becomes a tour and how many tour slots are left, or that none are', async () => {
    stubApi(() => envelope(null, 500, 'unexpected'), { current: 1, limit: 3 });
    renderDialog();
    expect(
      await screen.findByText('Saving makes this journey a tour in My Tours. Tour slots left: 2 of 3.'),
    ).toBeInTheDocument();
  });

  it('says so when every tour slot is used', async () => {
    stubApi(() => envelope(null, 500, 'unexpected'), { current: 3, limit: 3 });
    renderDialog();
    expect(
      await screen.findByText('Saving makes this journey a tour in My Tours, but all 3 of your tour slots are used.'),
    ).toBeInTheDocument();
  });

  it('blocks saving a journey of fewer than 2 stops', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ isRecording: true, narrationIds: ['n-1'], startedAt: 1 }));
    renderDialog();
    typeName('Short walk');
    expect(saveButton()).toBeDisabled();
  });

  it('posts the trimmed name and recorded narrations, clears the journey and opens the player', async () => {
    const { sent } = stubApi(async () => envelope({ id: 'route-42', name: 'Old town' }, 201));
    const { onOpenChange } = renderDialog({ theme: 'ghost_stories' });

    typeName('  Old town  ');
    fireEvent.click(saveButton());

    expect(await screen.findByText('Playing route route-42')).toBeInTheDocument();
    const [url, init] = sent()[0]!;
    expect(url).toBe('/api/tour-maker/routes');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Old town',
      recordedFrom: 'live_discovery',
      hasLiveNarrations: 1,
      narrationIds: ['n-1', 'n-2'],
      theme: 'ghost_stories',
    });
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends no theme when none is given', async () => {
    const { sent } = stubApi(async () => envelope({ id: 'r-1' }, 201));
    renderDialog();
    typeName('Walk');
    fireEvent.click(saveButton());
    await screen.findByText('Playing route r-1');
    expect(JSON.parse(String(sent()[0]![1].body))).not.toHaveProperty('theme');
  });

  it('keeps the journey and says so when saving fails', async () => {
    stubApi(async () => envelope(null, 500, 'Database on fire'));
    renderDialog();
    typeName('Old town');
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save journey. Please try again.');
    expect(JSON.parse(sessionStorage.getItem(KEY)!).narrationIds).toEqual(['n-1', 'n-2']);
    expect(saveButton()).toBeEnabled();
  });

  it('asks a visitor to sign in (401) and opens the sign-in dialog', async () => {
    stubApi(async () => envelope(null, 401, 'You must be logged in to save a tour'));
    const openSignIn = vi.fn();
    const { onOpenChange } = renderDialog({ openSignIn });
    typeName('Old town');
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to save a tour');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(openSignIn).toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });

  function refuseWith403(tours: { current: number; limit: number }) {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/user/limits'
        ? envelope({
            tier: 'standard',
            tours,
            postcards: { current: 0, limit: 3, resetsMonthly: true, resetDate: null },
          })
        : envelope(null, 403, 'Refused'),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('offers an upgrade when the tour limit is reached (403)', async () => {
    refuseWith403({ current: 10, limit: 10 });
    renderDialog();
    typeName('Old town');
    fireEvent.click(saveButton());
    const upgrade = await screen.findByRole('dialog', { name: 'Tour Limit Reached' });
    expect(upgrade).toHaveTextContent("You've reached your tour limit of 10 tours on the Standard plan.");
    expect(screen.queryByRole('dialog', { name: 'Save Your Journey' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });

  it('treats a 403 below the tour limit as a failed save', async () => {
    refuseWith403({ current: 1, limit: 10 });
    renderDialog();
    typeName('Old town');
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save journey. Please try again.');
    expect(screen.queryByRole('dialog', { name: 'Tour Limit Reached' })).not.toBeInTheDocument();
  });

  it('Discard Journey clears the journey and closes without saving', async () => {
    const { sent } = stubApi(() => envelope(null, 500, 'unexpected'));
    const { onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Discard Journey' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('Cancel closes and keeps the journey', () => {
    const { onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });
});
