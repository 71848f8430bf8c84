import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { envelope } from '../../../../test/stand-ins';
import { findAlert, held, renderCreator, signedIn, submit, tour, type } from './creator-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const saved = tour({
  id: 'tour-3',
  name: 'Tastes of Alfama',
  startPoint: 'Alfama, Lisbon',
  theme: 'food_culture',
  description: 'Pastries',
  narrationDuration: 2,
});

describe('Editing a tour', () => {
  it("is titled 'Edit Your Tour' and starts from the tour's own values", async () => {
    signedIn({ 'GET /api/tour-maker/routes/tour-3': () => envelope({ ...saved, narrations: [] }) });
    renderCreator('/tour-maker/make/tour-3');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Tour' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Tour Name')).toHaveValue('Tastes of Alfama');
    expect(screen.getByLabelText('Location')).toHaveValue('Alfama, Lisbon');
    expect(screen.getByLabelText('Theme')).toHaveValue('food_culture');
    expect(screen.getByLabelText('Theme focus (optional)')).toHaveValue('Pastries');
    expect(screen.getByLabelText('Narration length')).toHaveValue('2');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('saves the changes by PATCH, says Saving... meanwhile, then goes to My Tours', async () => {
    const reply = held();
    const calls = signedIn({
      'GET /api/tour-maker/routes/tour-3': () => envelope({ ...saved, narrations: [] }),
      'PATCH /api/tour-maker/routes/tour-3': () => reply.response,
    });
    renderCreator('/tour-maker/make/tour-3');
    await screen.findByLabelText('Tour Name');
    type('Tour Name', 'Ghosts of Alfama');
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'ghost_stories' } });
    type('Theme focus (optional)', '');
    submit('Save Changes');
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      {
        method: 'PATCH',
        path: '/api/tour-maker/routes/tour-3',
        body: {
          name: 'Ghosts of Alfama',
          startPoint: 'Alfama, Lisbon',
          theme: 'ghost_stories',
          description: '',
          narrationDuration: 2,
        },
      },
    ]);
    // Editing is no new tour: the tour limit is not consulted.
    expect(calls.some((call) => call.path === '/api/user/limits')).toBe(false);
    reply.release(envelope({ ...saved, name: 'Ghosts of Alfama' }));
    expect(await screen.findByText('My Tours page')).toBeInTheDocument();
  });

  it('keeps an Explorer theme the presets lack, and a custom theme as its words', async () => {
    signedIn({
      'GET /api/tour-maker/routes/t-fun': () =>
        envelope({ ...tour({ id: 't-fun', name: 'Fun', theme: 'fun_facts' }), narrations: [] }),
      'GET /api/tour-maker/routes/t-jazz': () =>
        envelope({ ...tour({ id: 't-jazz', name: 'Jazz', theme: 'Jazz history' }), narrations: [] }),
    });
    const { unmount } = renderCreator('/tour-maker/make/t-fun');
    const theme = (await screen.findByLabelText('Theme')) as HTMLSelectElement;
    expect(theme.selectedOptions[0]).toHaveTextContent('Fun Facts');
    unmount();
    renderCreator('/tour-maker/make/t-jazz');
    expect(await screen.findByLabelText('Your theme')).toHaveValue('Jazz history');
  });

  it('needs name, location and theme like the Specialty form', async () => {
    const calls = signedIn({ 'GET /api/tour-maker/routes/tour-3': () => envelope({ ...saved, narrations: [] }) });
    renderCreator('/tour-maker/make/tour-3');
    await screen.findByLabelText('Tour Name');
    type('Tour Name', ' ');
    submit('Save Changes');
    await findAlert('Please fill in all required fields (Name, Location, Theme)');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it("says 'Tour not found' for a tour that is not there", async () => {
    signedIn();
    renderCreator('/tour-maker/make/missing');
    await findAlert('Tour not found');
  });
});
