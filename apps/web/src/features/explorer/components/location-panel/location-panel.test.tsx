import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { forwardGeocodeResultSchema, type ForwardGeocodeResult } from '@roamcast/shared/schemas/geocode';
import { envelope, stubGeolocation, type GeolocationStandIn } from '../../../../test/stand-ins';
import { LocationPanel } from './location-panel';
import { LocationPanelToggle } from './location-panel-toggle';

type Place = { lat: number; lng: number; name: string };

const eiffel: GeolocationStandIn = {
  getCurrentPosition: (success) =>
    success({ coords: { latitude: 48.858372, longitude: 2.294481 } } as GeolocationPosition),
};

/** The header toggle and the panel, wired the way the explorer wires them. */
function Harness({ onLocate, near }: { onLocate: (place: Place) => void; near?: { lat: number; lng: number } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LocationPanelToggle open={open} onToggle={() => setOpen((value) => !value)} />
      <LocationPanel open={open} onClose={() => setOpen(false)} onLocate={onLocate} near={near} />
    </>
  );
}

function openPanel(onLocate = vi.fn<(place: Place) => void>(), near?: { lat: number; lng: number }) {
  renderWithProviders(<Harness onLocate={onLocate} near={near} />);
  fireEvent.click(screen.getByRole('button', { name: 'Choose location' }));
  return onLocate;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  stubGeolocation(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LocationPanel toggle and keyboard', () => {
  it('opens under the toggle, focuses Use GPS, and closes on Escape with focus back on the toggle', () => {
    renderWithProviders(<Harness onLocate={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Choose location' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();

    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Choose a location' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use GPS' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Use GPS' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Choose a location' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('LocationPanel GPS', () => {
  it('locates, names the place by reverse geocoding, reports it and closes', async () => {
    stubGeolocation(eiffel);
    const fetchMock = vi.fn(async (_url: string) =>
      envelope({ lat: 48.8584, lng: 2.2945, name: 'Champ de Mars, Paris', placeName: 'Champ de Mars, Paris' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onLocate = openPanel();

    fireEvent.click(screen.getByRole('button', { name: 'Use GPS' }));

    await waitFor(() =>
      expect(onLocate).toHaveBeenCalledWith({ lat: 48.858372, lng: 2.294481, name: 'Champ de Mars, Paris' }),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/geocode/reverse?lat=48.858372&lng=2.294481&language=en');
    expect(screen.queryByRole('region', { name: 'Choose a location' })).not.toBeInTheDocument();
  });

  it('falls back to coordinates with 4 decimals when naming fails', async () => {
    stubGeolocation(eiffel);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, 503, 'Geocoder down')),
    );
    const onLocate = openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Use GPS' }));
    await waitFor(() =>
      expect(onLocate).toHaveBeenCalledWith({ lat: 48.858372, lng: 2.294481, name: '48.8584, 2.2945' }),
    );
  });

  it.each([
    [1, 'GPS permission denied. Please enable location access in your browser settings.'],
    [2, 'Location information unavailable. Please try again.'],
    [3, 'Location request timed out. Please try again.'],
    [99, 'Failed to get location'],
  ])('error code %i shows "%s" inline and keeps the panel open', async (code, message) => {
    stubGeolocation({ getCurrentPosition: (_ok, fail) => fail?.({ code } as GeolocationPositionError) });
    const onLocate = openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Use GPS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Use GPS' })).toBeEnabled();
    expect(onLocate).not.toHaveBeenCalled();
  });

  it('says so when the browser has no geolocation', async () => {
    stubGeolocation(undefined);
    openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Use GPS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geolocation is not supported by your browser');
  });
});

describe('LocationPanel address search', () => {
  function search(address: string) {
    fireEvent.change(screen.getByLabelText('Address or place name'), { target: { value: address } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  }

  it('asks for an address when the field is blank, without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    openPanel();
    search('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter an address or place name');
    expect(screen.getByLabelText('Address or place name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the address was not found when the server finds nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, 404, 'Address not found. Please try a different address.')),
    );
    const onLocate = openPanel();
    search('Nowhere Street 999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Address not found. Please try a different address.');
    expect(onLocate).not.toHaveBeenCalled();
  });

  it('reports a failed lookup', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, 500, 'Geocoder exploded')),
    );
    const onLocate = openPanel();
    search('Eiffel Tower');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to geocode address. Please try again.');
    expect(onLocate).not.toHaveBeenCalled();
  });

  it('geocodes the trimmed address and hands the place over', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      envelope({ lat: 48.8584, lng: 2.2945, name: 'Eiffel Tower, Paris' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onLocate = openPanel();
    search('  Eiffel Tower ');
    await waitFor(() =>
      expect(onLocate).toHaveBeenCalledWith({ lat: 48.8584, lng: 2.2945, name: 'Eiffel Tower, Paris' }),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/geocode/forward?location=Eiffel+Tower&language=en');
  });
});

/** Two Valencias, Spain's first; `clear` says whether the server is sure of the first. */
function valencias(clear: boolean): ForwardGeocodeResult {
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
    lat: 10.16202,
    lng: -68.00765,
    name: 'Valencia, Carabobo, Venezuela',
    label: 'Valencia',
    region: 'Carabobo',
    country: 'Venezuela',
    kind: 'town' as const,
  };
  return forwardGeocodeResultSchema.parse({
    lat: spain.lat,
    lng: spain.lng,
    name: spain.name,
    kind: spain.kind,
    clear,
    candidates: [spain, venezuela],
  });
}

describe('LocationPanel "Did you mean…"', () => {
  function search(address: string) {
    fireEvent.change(screen.getByLabelText('Address or place name'), { target: { value: address } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  }
  const choiceList = () => screen.findByRole('list', { name: 'Did you mean…' });

  it('offers every candidate as a button when the match is not clear, focused on the first, and goes nowhere yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(valencias(false))),
    );
    const onLocate = openPanel();
    search('Valencia');
    const list = await choiceList();
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Valencia, Valencian Community, Spain, City or town',
      'Valencia, Carabobo, Venezuela, City or town',
    ]);
    // The list takes focus in an effect once it is shown.
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Did you mean…' })).toBeVisible();
    expect(onLocate).not.toHaveBeenCalled();
  });

  it('hands over the chosen place and closes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(valencias(false))),
    );
    const onLocate = openPanel();
    search('Valencia');
    await choiceList();
    fireEvent.click(screen.getByRole('button', { name: /Venezuela/ }));
    expect(onLocate).toHaveBeenCalledWith({ lat: 10.16202, lng: -68.00765, name: 'Valencia, Carabobo, Venezuela' });
    expect(screen.queryByRole('region', { name: 'Choose a location' })).not.toBeInTheDocument();
  });

  it('goes straight to the best match when it is clear', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(valencias(true))),
    );
    const onLocate = openPanel();
    search('Valencia');
    await waitFor(() =>
      expect(onLocate).toHaveBeenCalledWith({
        lat: 39.46975,
        lng: -0.37739,
        name: 'Valencia, Valencian Community, Spain',
      }),
    );
    expect(screen.queryByRole('list', { name: 'Did you mean…' })).not.toBeInTheDocument();
  });

  it('closes the list alone on Escape, back in the field, and drops it once the words change', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(valencias(false))),
    );
    openPanel();
    search('Valencia');
    await choiceList();
    // The list moves focus to its first choice in an effect after it appears: an Escape before that
    // would lose focus to the late move (seen once on CI's busy machine in the creator's twin test).
    await waitFor(() => expect(screen.getByRole('button', { name: /Spain/ })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('button', { name: /Spain/ }), { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Did you mean…' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Choose a location' })).toBeVisible();
    expect(screen.getByLabelText('Address or place name')).toHaveFocus();

    search('Valencia');
    await choiceList();
    fireEvent.change(screen.getByLabelText('Address or place name'), { target: { value: 'Valencia, Spain' } });
    expect(screen.queryByRole('list', { name: 'Did you mean…' })).not.toBeInTheDocument();
  });

  it("sends the listener's position so nearer places rank first", async () => {
    const fetchMock = vi.fn(async (_url: string) => envelope(valencias(true)));
    vi.stubGlobal('fetch', fetchMock);
    const onLocate = openPanel(undefined, { lat: 10.5, lng: -66.9 });
    search('Valencia');
    await waitFor(() => expect(onLocate).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/geocode/forward?location=Valencia&language=en&nearLat=10.5&nearLng=-66.9',
    );
  });
});

describe('LocationPanel recent locations', () => {
  it('offers the 3 newest places and picks one with a tap', () => {
    const stored = ['Alfama', 'Belém', 'Sintra', 'Cascais'].map((name, i) => ({
      name,
      lat: 38 + i,
      lng: -9 - i,
      timestamp: 1000 + i,
    }));
    localStorage.setItem('live-discovery-recent-locations', JSON.stringify(stored));
    const onLocate = openPanel();

    const list = screen.getByRole('list');
    const names = [...list.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual(['Cascais', 'Sintra', 'Belém']);

    fireEvent.click(screen.getByRole('button', { name: 'Sintra' }));
    expect(onLocate).toHaveBeenCalledWith({ lat: 40, lng: -11, name: 'Sintra' });
  });

  it('shows no recent list before the first story', () => {
    openPanel();
    expect(screen.queryByRole('heading', { name: 'Recent locations' })).not.toBeInTheDocument();
  });
});
