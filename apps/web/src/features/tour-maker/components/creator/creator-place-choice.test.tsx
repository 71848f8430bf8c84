import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { forwardGeocodeResultSchema, type ForwardGeocodeResult } from '@roamcast/shared/schemas/geocode';
import { envelope } from '../../../../test/stand-ins';
import { created, renderCreator, signedIn, submit, type, type ApiCall } from './creator-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const spain = {
  lat: 39.46975,
  lng: -0.37739,
  name: 'Valencia, Valencian Community, Spain',
  label: 'Valencia',
  region: 'Valencian Community',
  country: 'Spain',
  kind: 'town' as const,
};
const venezuela = {
  ...spain,
  lat: 10.16202,
  lng: -68.00765,
  name: 'Valencia, Carabobo, Venezuela',
  region: 'Carabobo',
  country: 'Venezuela',
};

function valencias(clear: boolean): ForwardGeocodeResult {
  return forwardGeocodeResultSchema.parse({ ...spain, clear, candidates: [spain, venezuela] });
}

/** The Ask AI tab with the server answering the place lookup and the creation. */
function askTab(answer: ForwardGeocodeResult): ApiCall[] {
  const calls = signedIn({
    'GET /api/geocode/forward': () => envelope(answer),
    'POST /api/tour-maker/ask-claude-tour': () => created({ id: 'v-1', name: 'Valencia' }),
  });
  renderCreator('/tour-maker/make?tab=ask-claude');
  return calls;
}

/** Types the place and leaves the field, as a person moving on to the next one. */
function typePlace(text: string) {
  type('Location', text);
  fireEvent.focusOut(screen.getByLabelText('Location'));
}

const choiceList = () => screen.findByRole('list', { name: 'Did you mean…' });

describe('"Did you mean…" on the creator place', () => {
  it('offers the places an unclear name may mean; the chosen one is sent with its coordinates', async () => {
    const calls = askTab(valencias(false));
    typePlace('Valencia');
    const list = await choiceList();
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Valencia, Valencian Community, Spain, City or town',
      'Valencia, Carabobo, Venezuela, City or town',
    ]);
    // The list takes focus in an effect once it is shown.
    await waitFor(() => expect(buttons[0]).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: /Spain/ }));
    expect(screen.queryByRole('list', { name: 'Did you mean…' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Valencia, Valencian Community, Spain');
    expect(screen.getByLabelText('Location')).toHaveFocus();

    type('Describe your tour', 'Paella, the Turia gardens and the old silk exchange');
    submit('Create Tour');
    await screen.findByText('Playing tour v-1');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      location: 'Valencia, Valencian Community, Spain',
      coordinates: { lat: 39.46975, lng: -0.37739 },
    });
    expect(calls.filter((call) => call.path === '/api/geocode/forward')).toHaveLength(1);
  });

  it('leaves a clear name as typed: no list, no coordinates', async () => {
    const calls = askTab(valencias(true));
    typePlace('Valencia');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/geocode/forward')).toBe(true));
    type('Describe your tour', 'Paella and the old silk exchange');
    submit('Create Tour');
    await screen.findByText('Playing tour v-1');
    expect(screen.queryByRole('list', { name: 'Did you mean…' })).not.toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')!.body;
    expect(body).toMatchObject({ location: 'Valencia' });
    expect(body).not.toHaveProperty('coordinates');
  });

  it('closes on Escape with focus back in the field, and drops the list once the place is retyped', async () => {
    askTab(valencias(false));
    typePlace('Valencia');
    await choiceList();
    // The list moves focus to its first choice once it has appeared (an effect after the render):
    // wait for it, or the Escape below may come first and that late move would take focus after it.
    await waitFor(() => expect(screen.getByRole('button', { name: /Spain/ })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('button', { name: /Venezuela/ }), { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Did you mean…' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveFocus();

    typePlace('Valencia, Venezuela');
    await choiceList();
    type('Location', 'Valencia, Spain');
    expect(screen.queryByRole('list', { name: 'Did you mean…' })).not.toBeInTheDocument();
  });
});
