import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { envelope } from '../../../../test/stand-ins';
import {
  type ApiCall,
  created,
  findAlert,
  held,
  limits,
  renderCreator,
  serveApi,
  signedIn,
  submit,
  type,
  USER_ID,
} from './creator-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

function fillSpecialty() {
  type('Location', 'Lisbon, Portugal');
  type('Tour Name', 'Tastes of Alfama');
  type('Theme focus (optional)', 'Pastries');
}

describe('Creating a tour', () => {
  it('sends the Specialty form, says Creating... meanwhile, then opens the new tour in the player', async () => {
    const reply = held();
    const calls = signedIn({ 'POST /api/tour-maker/specialty-tour': () => reply.response });
    renderCreator();
    fillSpecialty();
    fireEvent.change(screen.getByLabelText('Narration length'), { target: { value: '5' } });
    submit('Create Tour');

    const pending = await screen.findByRole('button', { name: 'Creating...' });
    expect(pending).toBeDisabled();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/tour-maker/specialty-tour',
        body: {
          userId: USER_ID,
          name: 'Tastes of Alfama',
          location: 'Lisbon, Portugal',
          theme: 'food_culture',
          focus: 'Pastries',
          narrationDuration: 5,
          language: 'en',
        },
      },
    ]);
    // The limit was read before anything was saved.
    expect(calls.findIndex((c) => c.path === '/api/user/limits')).toBeLessThan(
      calls.findIndex((c) => c.method === 'POST'),
    );
    reply.release(created({ id: 'tour-7', name: 'Tastes of Alfama' }));
    expect(await screen.findByText('Playing tour tour-7')).toBeInTheDocument();
  });

  it('asks for the tour in the UI language', async () => {
    const calls = signedIn({ 'POST /api/tour-maker/deep-dive-tour': () => created({ id: 'fr-1', name: 'Kyoto' }) });
    await i18n.changeLanguage('fr');
    try {
      renderCreator('/tour-maker/make?tab=deep-dive');
      type('Lieu ou sujet', 'Kyoto');
      type("Qu'aimeriez-vous apprendre ?", 'Les jardins zen');
      submit("Générer l'exploration approfondie");
      await screen.findByText('Playing tour fr-1');
      expect(posts(calls)[0]!.body).toMatchObject({ placeOrTopic: 'Kyoto', language: 'fr' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends a custom theme as its words', async () => {
    const calls = signedIn({ 'POST /api/tour-maker/specialty-tour': () => created({ id: 't', name: 'Jazz' }) });
    renderCreator();
    fillSpecialty();
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'custom' } });
    type('Your theme', ' Jazz history ');
    submit('Create Tour');
    await screen.findByText('Playing tour t');
    expect(posts(calls)[0]!.body).toMatchObject({ theme: 'Jazz history' });
  });

  it('asks the model named in the tab, with the chosen length', async () => {
    const calls = signedIn({ 'POST /api/tour-maker/ask-gpt-tour': () => created({ id: 'a-1', name: 'Ghosts' }) });
    renderCreator('/tour-maker/make?tab=ask-gpt');
    type('Location', 'Edinburgh');
    type('Describe your tour', 'Ghost stories in the old town');
    fireEvent.change(screen.getByLabelText('Narration length'), { target: { value: '2' } });
    submit('Create Tour');
    await screen.findByText('Playing tour a-1');
    expect(posts(calls)[0]).toEqual({
      method: 'POST',
      path: '/api/tour-maker/ask-gpt-tour',
      body: {
        userId: USER_ID,
        location: 'Edinburgh',
        prompt: 'Ghost stories in the old town',
        narrationDuration: 2,
        language: 'en',
      },
    });
  });

  it('sends a deep dive with its length', async () => {
    const calls = signedIn({ 'POST /api/tour-maker/deep-dive-tour': () => created({ id: 'd-1', name: 'Colosseum' }) });
    renderCreator('/tour-maker/make?tab=deep-dive');
    type('Place or topic', 'Colosseum');
    type('What would you like to learn?', 'How it was built');
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: 'long' } });
    submit('Generate Deep Dive');
    await screen.findByText('Playing tour d-1');
    expect(posts(calls)[0]!.body).toEqual({
      userId: USER_ID,
      placeOrTopic: 'Colosseum',
      detailedPrompt: 'How it was built',
      length: 'long',
      language: 'en',
    });
  });

  it('sends a walk with GPS tracking', async () => {
    const calls = signedIn({ 'POST /api/tour-maker/walking-indoor-tour': () => created({ id: 'w-1', name: 'Walk' }) });
    renderCreator('/tour-maker/make?tab=walking-indoor');
    type('Tour Name', 'Morning walk');
    type('Starting location', 'Alfama, Lisbon');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use GPS tracking during playback' }));
    submit('Create Tour');
    await screen.findByText('Playing tour w-1');
    expect(posts(calls)[0]!.body).toEqual({
      userId: USER_ID,
      name: 'Morning walk',
      location: 'Alfama, Lisbon',
      useGPS: true,
      type: 'walking',
      language: 'en',
    });
  });

  it('sends an indoor tour without GPS tracking, even if it was ticked for a walk first', async () => {
    const calls = signedIn({
      'POST /api/tour-maker/walking-indoor-tour': () => created({ id: 'v-1', name: 'Museum' }),
    });
    renderCreator('/tour-maker/make?tab=walking-indoor');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use GPS tracking during playback' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Indoor' }));
    type('Tour Name', 'Museum highlights');
    type('Venue name', 'British Museum, London');
    type('Description (optional)', 'Egyptian rooms first');
    submit('Create Tour');
    await screen.findByText('Playing tour v-1');
    expect(posts(calls)[0]!.body).toEqual({
      userId: USER_ID,
      name: 'Museum highlights',
      location: 'British Museum, London',
      description: 'Egyptian rooms first',
      useGPS: false,
      type: 'indoor',
      language: 'en',
    });
  });

  it('sends the import text, says Importing... meanwhile', async () => {
    const reply = held();
    const calls = signedIn({ 'POST /api/tour-maker/import-tour': () => reply.response });
    renderCreator('/tour-maker/make?tab=import');
    type('Google Maps URL, tour share code or encoded tour', ' pacific-coast-highway ');
    submit('Import Tour');
    expect(await screen.findByRole('button', { name: 'Importing...' })).toBeDisabled();
    expect(posts(calls)[0]!.body).toEqual({ userId: USER_ID, importData: 'pacific-coast-highway', language: 'en' });
    reply.release(created({ id: 'i-1', name: 'PCH' }));
    await screen.findByText('Playing tour i-1');
  });

  it('goes to My Tours when the answer carries no id', async () => {
    signedIn({ 'POST /api/tour-maker/import-tour': () => envelope({ notice: null }, 201) });
    renderCreator('/tour-maker/make?tab=import');
    type('Google Maps URL, tour share code or encoded tour', 'abc');
    submit('Import Tour');
    expect(await screen.findByText('My Tours page')).toBeInTheDocument();
  });

  it('shows a notice that came with the new tour before going on to play it', async () => {
    signedIn({
      'POST /api/tour-maker/specialty-tour': () =>
        created({ id: 'n-1', name: 'Tastes of Alfama' }, 'Only 3 places matched this theme nearby.'),
    });
    renderCreator();
    fillSpecialty();
    submit('Create Tour');
    const saved = await screen.findByRole('status', { name: 'Your tour "Tastes of Alfama" is saved' });
    expect(saved).toHaveTextContent('Only 3 places matched this theme nearby.');
    const play = within(saved).getByRole('link', { name: 'Play Tour' });
    expect(play).toHaveFocus();
    fireEvent.click(play);
    expect(await screen.findByText('Playing tour n-1')).toBeInTheDocument();
  });
});

describe('When a tour cannot be saved', () => {
  it('tells a visitor to sign in and sends nothing', async () => {
    const calls = serveApi({});
    const { openSignIn } = renderCreator();
    fillSpecialty();
    submit('Create Tour');
    await findAlert('You must be logged in to save a tour');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openSignIn).toHaveBeenCalled();
    expect(posts(calls)).toEqual([]);
  });

  it('says so when the server refuses the session (401)', async () => {
    signedIn({ 'GET /api/user/limits': () => envelope(null, 401, 'Not authenticated') });
    renderCreator();
    fillSpecialty();
    submit('Create Tour');
    await findAlert('You must be logged in to save a tour');
    expect(screen.getByRole('button', { name: 'Create Tour' })).toBeEnabled();
  });

  it('opens Tour Limit Reached at the limit, recommends Standard to a freemium user and saves nothing', async () => {
    const calls = signedIn({ 'GET /api/user/limits': () => limits('freemium', 3, 3) });
    renderCreator();
    fillSpecialty();
    submit('Create Tour');
    const prompt = await screen.findByRole('dialog', { name: 'Tour Limit Reached' });
    expect(prompt).toHaveTextContent("You've reached your tour limit of 3 tours on the Freemium plan.");
    expect(within(prompt).getByRole('region', { name: 'Standard' })).toHaveTextContent('Recommended');
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tour Name')).toHaveValue('Tastes of Alfama');
  });

  it('recommends Premium to a Standard user at the limit, also when the server is the one to refuse (403)', async () => {
    let count = 9;
    signedIn({
      'GET /api/user/limits': () => limits('standard', count, 10),
      'POST /api/tour-maker/specialty-tour': () => {
        count = 10; // another tab saved a tour meanwhile
        return envelope(null, 403, "You've reached your tour limit of 10 tours on the Standard plan.");
      },
    });
    renderCreator();
    fillSpecialty();
    submit('Create Tour');
    const prompt = await screen.findByRole('dialog', { name: 'Tour Limit Reached' });
    expect(prompt).toHaveTextContent("You've reached your tour limit of 10 tours on the Standard plan.");
    expect(within(prompt).getByRole('region', { name: 'Premium' })).toHaveTextContent('Recommended');
  });

  it("shows the server's message when it gave one", async () => {
    signedIn({
      'POST /api/tour-maker/specialty-tour': () => envelope(null, 404, 'No place called "Atlantis" was found'),
    });
    renderCreator();
    fillSpecialty();
    submit('Create Tour');
    await findAlert('No place called "Atlantis" was found');
  });

  it("says 'Failed to save tour' when the server said nothing useful", async () => {
    signedIn({ 'POST /api/tour-maker/specialty-tour': () => new Response('gateway down', { status: 502 }) });
    renderCreator();
    fillSpecialty();
    submit('Create Tour');
    await findAlert('Failed to save tour');
    expect(screen.getByRole('button', { name: 'Create Tour' })).toBeEnabled();
  });
});
