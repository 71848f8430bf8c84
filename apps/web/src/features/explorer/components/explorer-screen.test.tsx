import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ADA, envelope, failingWith, stubGeolocation, type GeolocationStandIn } from '../../../test/stand-ins';
import { storeSignIn } from '../../../lib/auth/tokens';
import { ExplorerScreen } from './explorer-screen';

const lisbon: GeolocationStandIn = {
  getCurrentPosition: (success) =>
    success({ coords: { latitude: 38.71137, longitude: -9.13976 } } as GeolocationPosition),
};

const narration = {
  id: 'n-1',
  title: 'The Tram That Climbs',
  theme: 'fun_facts',
  narrationText: '[BEGIN NARRATION]Tram 28 rattles up the hill.\n\nIt has done so since 1914.[END NARRATION]',
  audioUrl: '/media/n-1.mp3',
  audioDurationSeconds: 42,
  location: { lat: 38.7114, lng: -9.1398, name: 'Baixa, Lisbon' },
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  stubGeolocation(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Explorer location errors (SPEC §8)', () => {
  it.each([
    [1, 'GPS permission denied. Please enable location access in your browser settings.'],
    [2, 'Location information unavailable. Please try again.'],
    [3, 'Location request timed out. Please try again.'],
    [99, 'Failed to get location'],
  ])('error code %i shows "%s"', async (code, message) => {
    stubGeolocation(failingWith(code));
    renderWithProviders(<ExplorerScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('says so when the browser has no geolocation', async () => {
    stubGeolocation(undefined);
    renderWithProviders(<ExplorerScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geolocation is not supported by your browser');
  });

  it('asks for a fresh high-accuracy fix with a 10 s timeout', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((_ok, fail) =>
      fail?.({ code: 3 } as GeolocationPositionError),
    );
    stubGeolocation({ getCurrentPosition });
    renderWithProviders(<ExplorerScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('alert');
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
  });
});

describe('Explorer narration', () => {
  it('shows the place, title and full text, plays the audio, and offers Play when autoplay is refused', async () => {
    stubGeolocation(lisbon);
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url.startsWith('/api/geocode/reverse')
        ? envelope({ lat: 38.7114, lng: -9.1398, name: 'Baixa, Lisbon', placeName: 'Baixa, Lisbon' })
        : envelope(narration),
    );
    vi.stubGlobal('fetch', fetchMock);
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('Autoplay refused', 'NotAllowedError'));
    localStorage.setItem('narrationDuration', '5');

    renderWithProviders(<ExplorerScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { name: 'The Tram That Climbs' })).toBeInTheDocument();
    expect(screen.getByText('Baixa, Lisbon')).toBeInTheDocument();
    expect(screen.getByText('Tram 28 rattles up the hill.')).toBeVisible();
    expect(screen.getByText('It has done so since 1914.')).toBeVisible();
    expect(screen.getByTestId('narration-text')).not.toHaveTextContent('[BEGIN NARRATION]');
    expect(screen.getByLabelText('Narration audio')).toHaveAttribute('src', '/media/n-1.mp3');
    expect(play).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tap Play narration to listen');
    expect(screen.getByRole('button', { name: 'Play narration' })).toBeInTheDocument();

    const [geocodeUrl, geocodeInit] = fetchMock.mock.calls[0]!;
    expect(geocodeUrl).toBe('/api/geocode/reverse?lat=38.71137&lng=-9.13976&language=en');
    expect(new Headers(geocodeInit.headers).has('Authorization')).toBe(false);
    const [generateUrl, generateInit] = fetchMock.mock.calls[1]!;
    expect(generateUrl).toBe('/api/narration/generate');
    expect(JSON.parse(String(generateInit.body))).toEqual({
      // The auto channel starts its rotation at fun_facts; the first story of a theme here is part 0.
      theme: 'fun_facts',
      location: { lat: 38.71137, lng: -9.13976, name: 'Baixa, Lisbon' },
      language: 'en',
      duration: 5,
      part: 0,
    });
  });

  // The session (and the auto-play choice in it) is asked for at Start, not by the landing's first render.
  it('keeps a signed-in listener’s auto-play off, asking for the session only at Start', async () => {
    const user = { ...ADA, voiceSettings: { ...ADA.voiceSettings, autoPlay: false } };
    storeSignIn({ user, token: 'token-1' });
    stubGeolocation(lisbon);
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url === '/api/user/session'
        ? envelope({ user })
        : url.startsWith('/api/geocode/reverse')
          ? envelope({ lat: 38.7114, lng: -9.1398, name: 'Baixa, Lisbon', placeName: 'Baixa, Lisbon' })
          : envelope(narration),
    );
    vi.stubGlobal('fetch', fetchMock);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);

    renderWithProviders(<ExplorerScreen />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { name: 'The Tram That Climbs' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/user/session');
    expect(screen.getByLabelText('Narration audio')).toHaveAttribute('src', '/media/n-1.mp3');
    expect(play).not.toHaveBeenCalled();
    localStorage.clear();
  });

  it('names the place by its coordinates when reverse geocoding fails', async () => {
    stubGeolocation(lisbon);
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url.startsWith('/api/geocode/reverse') ? envelope(null, 503, 'Geocoder down') : envelope(narration),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);

    renderWithProviders(<ExplorerScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByText('38.7114, -9.1398')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body)).location.name).toBe('38.7114, -9.1398');
  });

  it('reports a failed generation with the server message', async () => {
    stubGeolocation(lisbon);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/geocode/reverse')
          ? envelope({ lat: 0, lng: 0, name: 'Baixa, Lisbon', placeName: 'Baixa, Lisbon' })
          : envelope(null, 500, 'Speech engine unavailable'),
      ),
    );

    renderWithProviders(<ExplorerScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate narration: Speech engine unavailable',
    );
  });
});
