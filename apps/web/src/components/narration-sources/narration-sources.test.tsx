import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { envelope } from '../../test/stand-ins';
import { NarrationSources } from './narration-sources';

const TEXT = 'The tower was finished in 1887. It is 330 metres tall! Gustave Eiffel built it.';
const SOURCES = [
  { name: 'Wikipedia (en): Eiffel Tower', url: 'https://en.wikipedia.org/wiki/Eiffel_Tower', licence: 'CC BY-SA 4.0' },
  { name: 'Google Geocoding API' },
];

function renderSources(narrationId: string | null = 'n-1') {
  return renderWithProviders(
    <NarrationSources narrationId={narrationId} sources={SOURCES} text={TEXT} language="en" />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.getSelection()?.removeAllRanges();
});

describe('NarrationSources', () => {
  it('lists each source with a link opening in a new tab where it has one, and its licence', () => {
    renderSources();
    const list = screen.getByRole('region', { name: 'Sources' });
    const link = within(list).getByRole('link', { name: /Wikipedia \(en\): Eiffel Tower/ });
    expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Eiffel_Tower');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName('Wikipedia (en): Eiffel Tower (opens in a new tab)');
    expect(within(list).getByText(/Licence: CC BY-SA 4\.0/)).toBeInTheDocument();
    expect(within(list).getByText('Google Geocoding API').closest('a')).toBeNull();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('sends the chosen sentence and a note, then thanks the listener', async () => {
    const fetchMock = vi.fn(async () => envelope({ id: 'r-1', status: 'open', createdAt: '2026-01-01' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    renderSources();
    fireEvent.click(screen.getByRole('button', { name: 'Report a wrong fact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a wrong fact' });
    const select = within(dialog).getByLabelText('Sentence');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The tower was finished in 1887.', 'It is 330 metres tall!', 'Gustave Eiffel built it.']);
    fireEvent.change(select, { target: { value: 'The tower was finished in 1887.' } });
    fireEvent.change(within(dialog).getByLabelText('What is wrong? (optional)'), {
      target: { value: ' It was finished in 1889. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: we will check it.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/narrations/n-1/fact-reports');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      sentence: 'The tower was finished in 1887.',
      note: 'It was finished in 1889.',
    });
  });

  it('starts with the sentence the listener selected', async () => {
    renderWithProviders(
      <>
        <p data-testid="story">{TEXT}</p>
        <NarrationSources narrationId="n-1" sources={SOURCES} text={TEXT} language="en" />
      </>,
    );
    const range = document.createRange();
    const node = screen.getByTestId('story').firstChild!;
    range.setStart(node, TEXT.indexOf('330'));
    range.setEnd(node, TEXT.indexOf('330') + 10);
    window.getSelection()!.addRange(range);
    fireEvent.click(screen.getByRole('button', { name: 'Report a wrong fact' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Sentence')).toHaveValue('It is 330 metres tall!');
  });

  it('keeps the dialog open and says why when the report is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, 429, 'Too many requests')),
    );
    renderSources();
    fireEvent.click(screen.getByRole('button', { name: 'Report a wrong fact' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many reports for now');
  });

  it('offers no report for text without a stored narration, and renders nothing without sources either', () => {
    const { unmount } = renderSources(null);
    expect(screen.getByRole('link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a wrong fact' })).not.toBeInTheDocument();
    unmount();
    const { container } = renderWithProviders(<NarrationSources narrationId={null} sources={[]} text={TEXT} />);
    expect(container).toBeEmptyDOMElement();
  });
});
