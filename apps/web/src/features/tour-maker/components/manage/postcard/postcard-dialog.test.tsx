import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserLimits } from '@roamcast/shared/schemas/user';
import { renderWithProviders } from '../../../../../test/render';
import { envelope } from '../../../../../test/stand-ins';
import type { CardTour } from '../card-tour';
import { serveApi, type ApiCall, type Handler } from '../manage-test-kit';
import { PostcardDialog } from '../postcard-dialog';

vi.mock('../../../../../lib/images/compress-image', () => ({
  compressImage: vi.fn(async (file: File) => `data:image/jpeg;base64,${btoa(file.name)}`),
}));

const TOUR: CardTour = {
  id: 't-1',
  kind: 'mine',
  name: 'Harbour walk',
  description: null,
  startPoint: 'Pier 39',
  destination: 'Ferry Building',
  theme: null,
  imageUrl: null,
  stops: 2,
  distance: null,
  duration: null,
  highlights: [],
};

const limits = (tier: UserLimits['tier'], current: number, limit: number | null): UserLimits => ({
  tier,
  tours: { current: 1, limit: 10 },
  postcards: { current, limit, resetsMonthly: tier === 'standard', resetDate: null },
});

const STYLES = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Clean, bold and bright',
    variants: ['scenic', 'realistic', 'artistic'],
  },
  { id: 'vintage', name: 'Vintage', description: 'Faded colours', variants: ['scenic', 'realistic', 'artistic'] },
];

const MADE = {
  imageUrl: '/api/blobs/postcards/made.png',
  shareCode: 'Pc_code-1234567890abcd',
  stylePreset: 'vintage',
  videoGenerationStatus: null,
};

function open(generate: Handler = () => envelope(MADE), userLimits = limits('standard', 0, 3)) {
  localStorage.setItem('roamcast-user-token', 'token-1');
  const calls = serveApi({
    'GET /api/user/limits': () => envelope(userLimits),
    'GET /api/postcards/styles': () => envelope(STYLES),
    'POST /api/postcards/generate/t-1': generate,
    'GET /api/blobs/postcards/made.png': () => new Response('png', { headers: { 'content-type': 'image/png' } }),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(<PostcardDialog tour={TOUR} onClose={onClose} />);
  return { calls, onClose, ...view };
}

const generates = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/postcards/generate'));

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:made'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the postcard dialog', () => {
  it("counts the voice message live as 'n/150 characters' and stops at 150", async () => {
    open();
    const voice = await screen.findByRole('textbox', { name: 'Voice message (optional)' });
    expect(voice).toHaveAccessibleDescription('0/150 characters');
    fireEvent.change(voice, { target: { value: 'Wish you were here!' } });
    expect(screen.getByText('19/150 characters')).toBeInTheDocument();
    fireEvent.change(voice, { target: { value: 'x'.repeat(200) } });
    expect(voice).toHaveValue('x'.repeat(150));
    expect(voice).toHaveAttribute('maxLength', '150');
    expect(screen.getByText('150/150 characters')).toBeInTheDocument();
  });

  it('makes a postcard: generating, then the picture with Download, Share and Create Another Style', async () => {
    let answer!: (response: Response) => void;
    const { calls } = open(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(await screen.findByRole('radio', { name: /Vintage/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Artistic' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Voice message (optional)' }), {
      target: { value: '  Wish you were here!  ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Create video/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Postcard' }));

    expect(await screen.findByText('Generating your postcard...')).toBeInTheDocument();
    expect(generates(calls)[0]).toMatchObject({
      body: {
        stylePreset: 'vintage',
        variant: 'artistic',
        voiceMessage: 'Wish you were here!',
        preserveFace: true,
        createVideo: true,
      },
    });
    answer(envelope(MADE));
    expect(await screen.findByRole('img', { name: 'Your postcard of Harbour walk' })).toHaveAttribute(
      'src',
      MADE.imageUrl,
    );
    expect(screen.getByText('Postcard generated successfully!')).toBeInTheDocument();

    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Postcard downloaded!')).toBeInTheDocument();
    expect(clicked.map((anchor) => anchor.download)).toEqual(['Harbour walk_postcard.png']);

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/postcards/${MADE.shareCode}`);

    fireEvent.click(screen.getByRole('button', { name: 'Create Another Style' }));
    expect(screen.getByRole('textbox', { name: 'Voice message (optional)' })).toHaveValue('  Wish you were here!  ');
    expect(screen.getByRole('radio', { name: /Vintage/ })).toBeChecked();
  });

  it('uses the share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Postcard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Postcard of Harbour walk',
        url: `${window.location.origin}/postcards/${MADE.shareCode}`,
      }),
    );
  });

  it("opens 'Postcard Limit Reached' when the server refuses with 403, and closes with Maybe Later", async () => {
    const { onClose } = open(() => envelope(null, 403, 'Monthly postcard limit reached'), limits('standard', 2, 3));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Postcard' }));
    const modal = await screen.findByRole('dialog', { name: 'Postcard Limit Reached' });
    expect(screen.queryByText('Failed to generate postcard')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Maybe Later' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the upgrade modal up front on Freemium and at the monthly limit, asking nothing of the generator', async () => {
    const freemium = open(undefined, limits('freemium', 0, 0));
    expect(await screen.findByRole('dialog', { name: 'Postcard Limit Reached' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Postcard' })).toBeNull();
    freemium.unmount();
    const atLimit = open(undefined, limits('standard', 3, 3));
    expect(await screen.findByRole('dialog', { name: 'Postcard Limit Reached' })).toBeInTheDocument();
    expect([...generates(freemium.calls), ...generates(atLimit.calls)]).toEqual([]);
  });

  it("says 'Failed to generate postcard' and goes back to the form when the server fails", async () => {
    const { calls } = open(() => envelope(null, 500, 'boom'));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Postcard' }));
    expect(await screen.findByText('Failed to generate postcard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Postcard' })).toBeEnabled();
    expect(generates(calls)).toHaveLength(1);
  });

  it('shows the selfie, sends it, and remembers it in lastSelfieImage for the next postcard', async () => {
    const { calls, unmount } = open();
    const upload = await screen.findByLabelText('Upload a photo');
    fireEvent.change(upload, { target: { files: [new File(['me'], 'me.jpg', { type: 'image/jpeg' })] } });
    const preview = await screen.findByRole('img', { name: 'Your selfie' });
    const dataUrl = `data:image/jpeg;base64,${btoa('me.jpg')}`;
    expect(preview).toHaveAttribute('src', dataUrl);
    expect(localStorage.getItem('lastSelfieImage')).toBe(dataUrl);
    expect(screen.getByRole('checkbox', { name: /Keep my face as it is/ })).toBeChecked();
    expect(screen.getByLabelText('Take a selfie')).toHaveAttribute('capture', 'user');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Postcard' }));
    await screen.findByText('Postcard generated successfully!');
    expect(generates(calls)[0]!.body).toMatchObject({ selfieImage: dataUrl, preserveFace: true });
    unmount();

    open();
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', dataUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Remove selfie' }));
    expect(screen.queryByRole('img', { name: 'Your selfie' })).toBeNull();
    expect(localStorage.getItem('lastSelfieImage')).toBeNull();
  });

  it('keeps the selfie for this dialog when the browser storage is full', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation((key) => {
      if (key === 'lastSelfieImage') throw new DOMException('full', 'QuotaExceededError');
    });
    open();
    const upload = await screen.findByLabelText('Upload a photo');
    fireEvent.change(upload, { target: { files: [new File(['me'], 'me.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });
});
