import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { address, renderCreator, signedIn, submit, type } from './creator-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedText = (label: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

describe('Tour creator tabs', () => {
  it('opens on Specialty with food culture, 1 minute per stop and every Specialty field', () => {
    signedIn();
    renderCreator('/tour-maker/make');
    expect(screen.getByRole('heading', { level: 1, name: 'Create a New Tour' })).toBeInTheDocument();
    expect(tab('Specialty')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Location')).toBeInTheDocument();
    expect(screen.getByLabelText('Tour Name')).toBeInTheDocument();
    expect(selectedText('Theme')).toBe('Food Culture');
    expect(screen.getByLabelText('Theme')).toHaveAccessibleDescription('Local dishes, markets and culinary traditions');
    expect(screen.getByLabelText('Theme focus (optional)')).toBeInTheDocument();
    expect(selectedText('Narration length')).toBe('1 min per stop');
    expect([...(screen.getByLabelText('Narration length') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '1',
      '2',
      '5',
      '10',
    ]);
    expect(screen.getByRole('button', { name: 'Create Tour' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/tour-maker/manage');
  });

  it('offers the 22 presets with their descriptions, and a custom theme in words', () => {
    signedIn();
    renderCreator();
    const themes = screen.getByLabelText('Theme') as HTMLSelectElement;
    expect(themes.options).toHaveLength(23);
    fireEvent.change(themes, { target: { value: 'ghost_stories' } });
    expect(themes).toHaveAccessibleDescription('Haunted places and the eerie tales told about them');
    expect(screen.queryByLabelText('Your theme')).not.toBeInTheDocument();
    fireEvent.change(themes, { target: { value: 'custom' } });
    expect(screen.getByLabelText('Your theme')).toBeInTheDocument();
  });

  it('chooses the tab from ?tab= and writes the chosen tab back to the address', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=deep-dive');
    expect(tab('Deep Dive')).toHaveAttribute('aria-selected', 'true');
    expect(selectedText('Length')).toBe('Medium (4-6 min)');
    expect(screen.getByRole('button', { name: 'Generate Deep Dive' })).toBeInTheDocument();

    fireEvent.mouseDown(tab('Walking/Indoor'));
    expect(address()).toBe('/tour-maker/make?tab=walking-indoor');
    expect(screen.getByRole('radio', { name: 'Walking' })).toBeChecked();
    expect(screen.getByLabelText('Starting location')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Use GPS tracking during playback' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Indoor' }));
    expect(screen.getByLabelText('Venue name')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Use GPS tracking during playback' })).not.toBeInTheDocument();

    fireEvent.mouseDown(tab('Ask AI'));
    expect(address()).toBe('/tour-maker/make?tab=ask-claude');
    fireEvent.mouseDown(tab('Import'));
    expect(address()).toBe('/tour-maker/make?tab=import');
    expect(screen.getByRole('button', { name: 'Import Tour' })).toBeInTheDocument();
  });

  it('keeps an ask-{model} tab for any model and falls back to Specialty for an unknown tab', () => {
    signedIn();
    const { unmount } = renderCreator('/tour-maker/create?tab=ask-gpt');
    expect(tab('Ask AI')).toHaveAttribute('aria-selected', 'true');
    expect(selectedText('Narration length')).toBe('1 min per stop');
    unmount();
    renderCreator('/tour-maker/make?tab=nonsense');
    expect(tab('Specialty')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed on a tab while another tab is open', () => {
    signedIn();
    renderCreator();
    type('Tour Name', 'Tastes of Alfama');
    fireEvent.mouseDown(tab('Import'));
    fireEvent.mouseDown(tab('Specialty'));
    expect(screen.getByLabelText('Tour Name')).toHaveValue('Tastes of Alfama');
  });

  it('offers six quick examples, and one fills the request', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=ask-claude');
    const examples = screen.getByRole('region', { name: 'Quick examples' });
    const buttons = [...examples.querySelectorAll('button')];
    expect(buttons).toHaveLength(6);
    fireEvent.click(buttons[1]!);
    expect(screen.getByLabelText('Describe your tour')).toHaveValue(
      'Haunted houses and ghost stories for an evening stroll',
    );
  });
});

describe('Tour creator validation (SPEC §5)', () => {
  const alert = () => screen.getByRole('alert');

  it('Specialty needs name, location and theme, custom text included', () => {
    const calls = signedIn();
    renderCreator();
    submit('Create Tour');
    expect(alert()).toHaveTextContent('Please fill in all required fields (Name, Location, Theme)');
    type('Tour Name', 'Tastes of Alfama');
    type('Location', 'Lisbon');
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'custom' } });
    type('Your theme', '   ');
    submit('Create Tour');
    expect(alert()).toHaveTextContent('Please fill in all required fields (Name, Location, Theme)');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('Ask AI needs both location and request', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=ask-claude');
    type('Location', 'Lisbon');
    submit('Create Tour');
    expect(alert()).toHaveTextContent('Please provide both location and your tour request');
  });

  it('Deep Dive needs both the place or topic and what to learn', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=deep-dive');
    type('What would you like to learn?', 'How it was built');
    submit('Generate Deep Dive');
    expect(alert()).toHaveTextContent('Please fill in both the place/topic and what you would like to learn');
  });

  it('Walking/Indoor needs a name and a location', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=walking-indoor');
    type('Tour Name', 'Morning walk');
    submit('Create Tour');
    expect(alert()).toHaveTextContent('Please fill in tour name and location');
  });

  it('Import needs something to import', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=import');
    type('Google Maps URL, tour share code or encoded tour', '   ');
    submit('Import Tour');
    expect(alert()).toHaveTextContent('Please enter a Google Maps URL or tour share code');
  });

  it('clears a message when the person moves to another tab', () => {
    signedIn();
    renderCreator();
    submit('Create Tour');
    expect(alert()).toHaveTextContent('Please fill in all required fields');
    fireEvent.mouseDown(tab('Import'));
    expect(alert()).toBeEmptyDOMElement();
  });
});
