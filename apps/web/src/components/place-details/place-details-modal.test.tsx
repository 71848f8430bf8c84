import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { PlaceDetailsModal } from './place-details-modal';
import { failJson, okJson, stubNetwork } from '../../test/stub-network';

const review = (n: number) => ({
  author_name: `Reviewer ${n}`,
  rating: 5 - (n % 3),
  text: `Review text ${n}`,
  relative_time_description: `${n} weeks ago`,
});

const details = {
  place_id: 'ChIJ_belem',
  name: 'Belém Tower',
  rating: 4.6,
  user_ratings_total: 71234,
  price_level: 2,
  formatted_address: 'Av. Brasília, 1400-038 Lisboa, Portugal',
  opening_hours: { weekday_text: ['Monday: Closed', 'Tuesday: 10:00 AM – 6:30 PM'] },
  formatted_phone_number: '+351 21 362 0034',
  website: 'https://www.torrebelem.gov.pt/',
  photoReferences: ['photo_ref_1', 'photo_ref_2', 'photo_ref_3', 'photo_ref_4', 'photo_ref_5', 'photo_ref_6'],
  reviews: [1, 2, 3, 4, 5].map(review),
  types: ['tourist_attraction'],
  lat: 38.6916,
  lng: -9.216,
};

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(<PlaceDetailsModal placeId="ChIJ_belem" onClose={onClose} />);
  return onClose;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaceDetailsModal', () => {
  it('shows the place with at most 4 photos and 3 reviews', async () => {
    const fetchMock = stubNetwork((url) => (url.startsWith('/api/places/details/') ? okJson(details) : undefined));
    renderModal();
    expect(screen.getByRole('status')).toHaveTextContent('Loading place details...');
    const dialog = await screen.findByRole('dialog', { name: 'Belém Tower' });
    expect(fetchMock).toHaveBeenCalledWith('/api/places/details/ChIJ_belem?language=en', expect.anything());

    const photos = within(dialog).getAllByRole('img', { name: /^Photo \d of Belém Tower$/ });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/api/places/photo/photo_ref_1?maxwidth=400',
      '/api/places/photo/photo_ref_2?maxwidth=400',
      '/api/places/photo/photo_ref_3?maxwidth=400',
      '/api/places/photo/photo_ref_4?maxwidth=400',
    ]);
    const reviews = within(dialog).getByRole('heading', { name: 'Reviews' }).parentElement!;
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reviews).getByText('Reviewer 3')).toBeInTheDocument();
    expect(within(reviews).queryByText('Reviewer 4')).not.toBeInTheDocument();

    expect(within(dialog).getByText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Ratings: 71,234')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price level 2 of 4')).toHaveTextContent('$$');
    expect(within(dialog).getByText('Av. Brasília, 1400-038 Lisboa, Portugal')).toBeInTheDocument();
    expect(within(dialog).getByText('Tuesday: 10:00 AM – 6:30 PM')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Phone: +351 21 362 0034' })).toHaveAttribute(
      'href',
      'tel:+351213620034',
    );
    expect(within(dialog).getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://www.torrebelem.gov.pt/',
    );
  });

  it('never turns a non-web address into a link', async () => {
    stubNetwork(() => okJson({ ...details, website: 'javascript:alert(1)' }));
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Belém Tower' });
    expect(within(dialog).queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load place details' with a Close button", async () => {
    stubNetwork(() => failJson('Place not found', 404));
    const onClose = renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load place details');
    const dialog = screen.getByRole('dialog', { name: 'Place details' });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons.find((button) => button.textContent === 'Close')!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    stubNetwork(() => okJson(details));
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Belém Tower' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a backdrop click', async () => {
    stubNetwork(() => okJson(details));
    const onClose = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Belém Tower' });
    fireEvent.pointerDown(dialog, { button: 0 });
    fireEvent.click(dialog, { button: 0 });
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop covers everything outside the sheet; Radix dismisses on a press-and-click there.
    const backdrop = document.querySelector('.bg-black\\/70')!;
    fireEvent.pointerDown(backdrop, { button: 0 });
    fireEvent.click(backdrop, { button: 0 });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
