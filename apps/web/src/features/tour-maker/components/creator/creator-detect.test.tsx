import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { envelope, failingWith, fixedAt, stubGeolocation } from '../../../../test/stand-ins';
import { created, renderCreator, signedIn, submit, type } from './creator-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stubGeolocation(undefined);
});

const detect = () => fireEvent.click(screen.getByRole('button', { name: 'Detect' }));

describe('Detect on the Ask AI tab', () => {
  it('fills the place from the device position and its reverse-geocoded name, and sends the coordinates', async () => {
    stubGeolocation(fixedAt(38.7139, -9.1334));
    const calls = signedIn({
      'GET /api/geocode/reverse': () => envelope({ lat: 38.7139, lng: -9.1334, name: 'Alfama, Lisbon', placeName: '' }),
      'POST /api/tour-maker/ask-claude-tour': () => created({ id: 'a-9', name: 'Hidden Lisbon' }),
    });
    renderCreator('/tour-maker/make?tab=ask-claude');
    detect();
    expect(await screen.findByDisplayValue('Alfama, Lisbon')).toHaveAccessibleName('Location');
    type('Describe your tour', 'Hidden gems that most tourists never find');
    submit('Create Tour');
    await screen.findByText('Playing tour a-9');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      location: 'Alfama, Lisbon',
      coordinates: { lat: 38.7139, lng: -9.1334 },
    });
  });

  it('keeps bare coordinates when reverse geocoding fails, and drops them once the place is retyped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubGeolocation(fixedAt(48.85837, 2.294481));
    const calls = signedIn({
      'GET /api/geocode/reverse': () => envelope(null, 503, 'Geocoder down'),
      'POST /api/tour-maker/ask-claude-tour': () => created({ id: 'a-2', name: 'Paris' }),
    });
    renderCreator('/tour-maker/make?tab=ask-claude');
    detect();
    expect(await screen.findByDisplayValue('48.8584, 2.2945')).toBeInTheDocument();
    type('Location', 'Montmartre, Paris');
    type('Describe your tour', 'Painters and cabarets');
    submit('Create Tour');
    await screen.findByText('Playing tour a-2');
    expect(calls.find((call) => call.method === 'POST')!.body).not.toHaveProperty('coordinates');
  });

  it("says 'Geolocation is not supported by your browser' without the Geolocation API", async () => {
    stubGeolocation(undefined);
    signedIn();
    renderCreator('/tour-maker/make?tab=ask-claude');
    detect();
    expect(await screen.findByText('Geolocation is not supported by your browser')).toHaveRole('alert');
  });

  it("says 'Unable to detect location: {reason}' when the position cannot be had", async () => {
    stubGeolocation(failingWith(1));
    signedIn();
    renderCreator('/tour-maker/make?tab=ask-claude');
    detect();
    expect(
      await screen.findByText(
        'Unable to detect location: GPS permission denied. Please enable location access in your browser settings.',
      ),
    ).toHaveRole('alert');
    expect(screen.getByRole('button', { name: 'Detect' })).toBeEnabled();
    expect(screen.getByLabelText('Location')).toHaveValue('');
  });

  it('is offered on the Specialty and Walking/Indoor places too', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=walking-indoor');
    expect(screen.getByRole('button', { name: 'Detect' })).toBeInTheDocument();
  });
});
