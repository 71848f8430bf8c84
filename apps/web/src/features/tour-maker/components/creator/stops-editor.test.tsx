import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '../../../../test/stand-ins';
import { renderCreator, signedIn, submit, tour, type ApiCall } from './creator-test-kit';
import { dropIndex, moveStopTo, type DraftStop } from './stops-draft';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STOPS = [
  { id: 'p-square', name: 'Praça do Comércio', latitude: 38.7075, longitude: -9.1364 },
  { id: 'p-cathedral', name: 'Lisbon Cathedral', latitude: 38.7098, longitude: -9.1332 },
  { id: 'p-castle', name: 'Castle of São Jorge', latitude: 38.7139, longitude: -9.1334 },
];
const saved = tour({
  id: 'tour-9',
  name: 'Old Lisbon',
  startPoint: 'Lisbon',
  theme: 'food_culture',
  pointsOfInterest: STOPS,
});

const TOWER = {
  lat: 38.6916,
  lng: -9.216,
  name: 'Belém Tower, Lisbon, Portugal',
  label: 'Belém Tower',
  kind: 'landmark',
};

function serve(extra: Record<string, (call: ApiCall) => Response> = {}) {
  return signedIn({
    'GET /api/tour-maker/routes/tour-9': () => envelope({ ...saved, narrations: [] }),
    'PATCH /api/tour-maker/routes/tour-9': () => envelope(saved),
    'GET /api/geocode/forward': () =>
      envelope({
        lat: TOWER.lat,
        lng: TOWER.lng,
        name: TOWER.name,
        kind: 'landmark',
        clear: true,
        candidates: [TOWER],
      }),
    'POST /api/narrations': (call) => envelope({ id: 'n-1', ...(call.body as object) }, 201),
    ...extra,
  });
}

const stopList = () => within(screen.getByRole('list', { name: 'Stops' }));
const names = () =>
  stopList()
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

describe('Editing the stops of a tour', () => {
  it('lists the stops in order with their controls, the first unable to move up and the last down', async () => {
    serve();
    renderCreator('/tour-maker/make/tour-9');
    await screen.findByRole('list', { name: 'Stops' });
    expect(names()).toEqual(['Praça do Comércio', 'Lisbon Cathedral', 'Castle of São Jorge']);
    const up = stopList().getAllByRole('button', { name: 'Move up' });
    const down = stopList().getAllByRole('button', { name: 'Move down' });
    expect(up).toHaveLength(3);
    expect(stopList().getAllByRole('button', { name: 'Remove stop' })).toHaveLength(3);
    expect(up[0]).toBeDisabled();
    expect(down[2]).toBeDisabled();
    // Each control says which stop it acts on.
    expect(up[1]).toHaveAccessibleDescription('Lisbon Cathedral');
    expect(screen.getByLabelText('Name of stop 2')).toHaveValue('Lisbon Cathedral');
  });

  it('moves, renames and removes stops, announcing each change and keeping focus on the stop', async () => {
    serve();
    renderCreator('/tour-maker/make/tour-9');
    await screen.findByRole('list', { name: 'Stops' });
    fireEvent.click(stopList().getAllByRole('button', { name: 'Move down' })[0]!);
    expect(names()).toEqual(['Lisbon Cathedral', 'Praça do Comércio', 'Castle of São Jorge']);
    expect(screen.getByText('Praça do Comércio is now stop 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleDescription('Praça do Comércio'));
    expect(document.activeElement).toHaveAccessibleName('Move down');

    fireEvent.change(screen.getByLabelText('Name of stop 3'), { target: { value: 'São Jorge Castle' } });
    fireEvent.click(stopList().getAllByRole('button', { name: 'Remove stop' })[0]!);
    expect(names()).toEqual(['Praça do Comércio', 'São Jorge Castle']);
    expect(screen.getByText('Lisbon Cathedral removed. Stops left: 2.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleDescription('Praça do Comércio'));
  });

  it('saves the new order by PATCH with each stop its id, and narrates only the stop added through the search', async () => {
    const calls = serve();
    renderCreator('/tour-maker/make/tour-9');
    await screen.findByRole('list', { name: 'Stops' });
    fireEvent.click(stopList().getAllByRole('button', { name: 'Move up' })[2]!);
    fireEvent.click(stopList().getAllByRole('button', { name: 'Remove stop' })[0]!);
    fireEvent.change(screen.getByLabelText('Place to add'), { target: { value: 'Belem tower' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add stop' }));
    await screen.findByText('Belém Tower added as stop 3.');
    expect(names()).toEqual(['Castle of São Jorge', 'Lisbon Cathedral', 'Belém Tower']);
    expect(screen.getByText('New stop: narrated when you save')).toBeInTheDocument();
    // The search asked near the last stop, in the page's language.
    const search = calls.find((call) => call.path === '/api/geocode/forward');
    expect(search).toBeDefined();

    submit('Save Changes');
    expect(await screen.findByText('My Tours page')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    const sent = (patch!.body as { pointsOfInterest: { id: string; name: string; latitude: number }[] })
      .pointsOfInterest;
    expect(sent.map((poi) => [poi.id, poi.name])).toEqual([
      ['p-castle', 'Castle of São Jorge'],
      ['p-cathedral', 'Lisbon Cathedral'],
      [expect.any(String), 'Belém Tower'],
    ]);
    expect(sent[2]).toMatchObject({ latitude: TOWER.lat, address: TOWER.name });
    // The kept stops bring their stories along on the server; only the new one is written.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/narrations',
        body: expect.objectContaining({
          routeId: 'tour-9',
          waypointIndex: 2,
          location: { lat: TOWER.lat, lng: TOWER.lng, name: 'Belém Tower' },
          theme: 'food_culture',
        }),
      },
    ]);
  });

  it('offers the places a name may mean, and says when nothing is found', async () => {
    serve({
      'GET /api/geocode/forward': (call) =>
        call.path && (screen.getByLabelText('Place to add') as HTMLInputElement).value === 'Nowhere'
          ? envelope(null, 404, 'Not found')
          : envelope({
              ...TOWER,
              kind: 'town',
              clear: false,
              candidates: [
                { lat: 39.47, lng: -0.38, name: 'Valencia, Spain', label: 'Valencia', country: 'Spain', kind: 'town' },
                {
                  lat: 10.16,
                  lng: -68.0,
                  name: 'Valencia, Venezuela',
                  label: 'Valencia',
                  country: 'Venezuela',
                  kind: 'town',
                },
              ],
            }),
    });
    renderCreator('/tour-maker/make/tour-9');
    await screen.findByRole('list', { name: 'Stops' });
    fireEvent.change(screen.getByLabelText('Place to add'), { target: { value: 'Valencia' } });
    fireEvent.keyDown(screen.getByLabelText('Place to add'), { key: 'Enter' });
    const choices = within(await screen.findByRole('list', { name: 'Which place do you mean?' }));
    await waitFor(() => expect(document.activeElement).toBe(choices.getAllByRole('button')[0]));
    fireEvent.click(choices.getByRole('button', { name: 'Valencia, Venezuela' }));
    expect(names().at(-1)).toBe('Valencia');

    fireEvent.change(screen.getByLabelText('Place to add'), { target: { value: 'Nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add stop' }));
    expect(await screen.findByText('No place found for “Nowhere”. Try another name.')).toBeInTheDocument();
    expect(names()).toHaveLength(4);
  });

  it('sends no stops when they are as saved', async () => {
    const calls = serve();
    renderCreator('/tour-maker/make/tour-9');
    await screen.findByRole('list', { name: 'Stops' });
    submit('Save Changes');
    expect(await screen.findByText('My Tours page')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch!.body).not.toHaveProperty('pointsOfInterest');
    expect(calls.some((call) => call.path === '/api/narrations')).toBe(false);
  });
});

describe('Dragging a stop to another place', () => {
  it('gives each stop a drag handle named in the page language, which the arrow keys move too', async () => {
    serve();
    renderCreator('/tour-maker/make/tour-9');
    await screen.findByRole('list', { name: 'Stops' });
    const handles = stopList().getAllByRole('button', { name: 'Drag to reorder' });
    expect(handles).toHaveLength(3);
    expect(handles[2]).toHaveAccessibleDescription('Castle of São Jorge');
    fireEvent.keyDown(handles[2]!, { key: 'ArrowUp' });
    expect(names()).toEqual(['Praça do Comércio', 'Castle of São Jorge', 'Lisbon Cathedral']);
    expect(screen.getByText('Castle of São Jorge is now stop 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drag to reorder'));
    expect(document.activeElement).toHaveAccessibleDescription('Castle of São Jorge');
  });

  it('puts a dragged stop where the pointer passed the other stops’ middles, keeping the others in order', () => {
    const keys = (stops: DraftStop[]) => stops.map((stop) => stop.key);
    const stops = ['a', 'b', 'c', 'd'].map((key, index) => ({
      key,
      poi: { name: key, latitude: 0, longitude: 0, description: undefined },
      savedIndex: index,
    }));
    // The other stops' middles at 50, 150 and 250: above the first, the stop goes first.
    expect(dropIndex([50, 150, 250], 10)).toBe(0);
    expect(dropIndex([50, 150, 250], 120)).toBe(1);
    expect(dropIndex([50, 150, 250], 400)).toBe(3);
    expect(keys(moveStopTo(stops, 2, 0))).toEqual(['c', 'a', 'b', 'd']);
    expect(keys(moveStopTo(stops, 0, 3))).toEqual(['b', 'c', 'd', 'a']);
    expect(keys(moveStopTo(stops, 0, 9))).toEqual(['a', 'b', 'c', 'd']);
  });
});
