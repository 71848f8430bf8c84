import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { envelope } from '../../../../test/stand-ins';
import { card, gridNames, renderManage, route, select, signedInWith, toolbarButton } from './manage-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const harbour = route({
  id: 't-1',
  name: 'Harbour walk',
  aiImageUrl: '/media/covers/old.png',
  pointsOfInterest: [
    { name: 'Pier 39', latitude: 37.8087, longitude: -122.4098 },
    { name: 'Ferry Building', latitude: 37.7955, longitude: -122.3937 },
    { name: 'Coit Tower', latitude: 37.8024, longitude: -122.4058 },
  ],
});
const ghosts = route({ id: 't-2', name: 'Old Town after dark' });

/** A reply the test releases when it wants, to see the page while the call is under way. */
function held() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { handler: () => promise, release };
}

/** The stand-in server keeps its list in `mine`: handlers change it as the real server would. */
const mine = [harbour, ghosts];

async function openWithSelected(more: Parameters<typeof signedInWith>[2] = {}) {
  mine.splice(0, mine.length, { ...harbour }, { ...ghosts });
  const calls = signedInWith(mine, [], more);
  renderManage();
  // A first render on a busy machine can take longer than the default second.
  await screen.findByRole('button', { name: 'Harbour walk' }, { timeout: 5000 });
  select('Harbour walk');
  return calls;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('Delete', () => {
  it('asks first; Cancel keeps the tour', async () => {
    const calls = await openWithSelected();
    fireEvent.click(toolbarButton('Delete'));
    expect(dialog('Delete this tour?')).toHaveAccessibleDescription(
      '“Harbour walk” will be removed from your tours. Its narrations stay in your account.',
    );
    fireEvent.click(within(dialog('Delete this tour?')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(gridNames('Your Tours')).toEqual(['Harbour walk', 'Old Town after dark']);
  });

  it('removes the tour once confirmed, says so, and the message clears after 3 s', async () => {
    const reply = held();
    const calls = await openWithSelected({ 'DELETE /api/tour-maker/routes/t-1': reply.handler });
    fireEvent.click(toolbarButton('Delete'));
    fireEvent.click(within(dialog('Delete this tour?')).getByRole('button', { name: 'Delete Tour' }));
    expect(toolbarButton('Delete')).toBeDisabled(); // while the delete runs
    expect(within(card('Harbour walk').closest('li')!).getByText('Deleting...')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    mine.splice(0, 1);
    reply.release(envelope({ id: 't-1', detachedNarrations: 0 }));
    expect(await screen.findByText('Tour deleted successfully!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/tour-maker/routes/t-1',
    ]);
    expect(gridNames('Your Tours')).toEqual(['Old Town after dark']);
    expect(screen.getByText('Select a tour to use these buttons.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Tour deleted successfully!')).toBeNull();
  });

  it("says 'Failed to delete tour' with the server's reason, and keeps the tour", async () => {
    await openWithSelected({
      'DELETE /api/tour-maker/routes/t-1': () => envelope(null, 403, 'This tour belongs to another account'),
    });
    fireEvent.click(toolbarButton('Delete'));
    fireEvent.click(within(dialog('Delete this tour?')).getByRole('button', { name: 'Delete Tour' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Failed to delete tour'));
    expect(alert).toHaveTextContent('This tour belongs to another account');
    expect(gridNames('Your Tours')).toContain('Harbour walk');
  });
});

describe('Regenerate Cover', () => {
  it('asks, shows the work on the card, then the new image', async () => {
    const reply = held();
    await openWithSelected({ 'POST /api/tour-maker/routes/t-1/regenerate-image': reply.handler });
    fireEvent.click(toolbarButton('Regenerate Cover'));
    expect(dialog('Regenerate the cover?')).toHaveAccessibleDescription(/about 15-20 seconds/);
    fireEvent.click(within(dialog('Regenerate the cover?')).getByRole('button', { name: 'Regenerate Cover' }));

    expect(toolbarButton('Regenerate Cover')).toBeDisabled();
    expect(toolbarButton('Delete')).toBeEnabled(); // only the running action waits
    expect(screen.getByText('Generating a new cover...')).toBeInTheDocument();
    mine[0] = { ...mine[0]!, aiImageUrl: '/media/covers/new.png' };
    reply.release(
      envelope({ id: 't-1', aiImageUrl: '/media/covers/new.png', customImageUrl: null, thumbnailUrl: null }),
    );
    expect(await screen.findByText('New cover ready!')).toBeInTheDocument();
    expect(card('Harbour walk').closest('li')!.querySelector('img')).toHaveAttribute('src', '/media/covers/new.png');
    expect(toolbarButton('Regenerate Cover')).toBeEnabled();
  });

  it("says 'Failed to generate image' when it fails", async () => {
    await openWithSelected({
      'POST /api/tour-maker/routes/t-1/regenerate-image': () => envelope(null, 500, 'boom'),
    });
    fireEvent.click(toolbarButton('Regenerate Cover'));
    fireEvent.click(within(dialog('Regenerate the cover?')).getByRole('button', { name: 'Regenerate Cover' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate image'));
    // A server fault has nothing a person can act on: only the spec's message shows.
    expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
  });
});

describe('Upload', () => {
  it('refuses a file that is not an image before anything is sent', async () => {
    const calls = await openWithSelected();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(toolbarButton('Upload'));
    expect(click).toHaveBeenCalledOnce(); // the file picker opens

    fireEvent.change(input, { target: { files: [new File(['plain words'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to process image. Please try a different file.'),
    );
    expect(calls.some((call) => call.path.endsWith('/upload-image'))).toBe(false);
  });
});

/** The server-sent progress stream of a batch, fed by the test. */
function progressStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    handler: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (progress: Partial<BatchProgress>) =>
      controller.enqueue(encoder.encode(`event: progress\ndata: ${JSON.stringify({ ...base, ...progress })}\n\n`)),
  };
}

const base: BatchProgress = {
  jobId: 'job-1',
  status: 'running',
  current: 0,
  total: 3,
  currentStopName: null,
  completed: false,
  failed: false,
  error: null,
};

async function startBatch(stream: ReturnType<typeof progressStream>) {
  const calls = await openWithSelected({
    'POST /api/tour-maker/routes/t-1/generate-narrations': () => envelope({ ...base, status: 'queued' }, 202),
    'GET /api/tour-maker/routes/t-1/generate-narrations/events': stream.handler,
  });
  fireEvent.click(toolbarButton('Regenerate Narrations'));
  fireEvent.click(within(dialog('Regenerate all narrations?')).getByRole('button', { name: 'Regenerate Narrations' }));
  return calls;
}

describe('Regenerate Narrations', () => {
  it('asks, then shows current/total with the stop’s name, then the success message', async () => {
    const stream = progressStream();
    const calls = await startBatch(stream);
    const panel = await screen.findByRole('region', { name: 'Narration progress' });
    expect(toolbarButton('Regenerate Narrations')).toBeDisabled();
    expect(calls.find((call) => call.path.endsWith('/generate-narrations'))?.body).toEqual({ language: 'en' });

    stream.push({ current: 1, currentStopName: 'Ferry Building' });
    await waitFor(() => expect(panel).toHaveTextContent('1/3 · Now: Ferry Building'));
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

    stream.push({ current: 3, currentStopName: null, status: 'completed', completed: true });
    expect(await screen.findByText('All narrations regenerated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Narration progress' })).toBeNull();
    expect(toolbarButton('Regenerate Narrations')).toBeEnabled();
  });

  it("says 'Batch generation failed' with the server's reason", async () => {
    await openWithSelected({
      'POST /api/tour-maker/routes/t-1/generate-narrations': () =>
        envelope(null, 409, 'Narrations for this tour are already being written'),
    });
    fireEvent.click(toolbarButton('Regenerate Narrations'));
    fireEvent.click(
      within(dialog('Regenerate all narrations?')).getByRole('button', { name: 'Regenerate Narrations' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Batch generation failed: Narrations for this tour are already being written',
      ),
    );
  });

  it("says 'Batch generation failed: Unknown error' when a failed batch gives no reason", async () => {
    const stream = progressStream();
    await startBatch(stream);
    await screen.findByRole('region', { name: 'Narration progress' });
    stream.push({ status: 'failed', failed: true, error: null });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Batch generation failed: Unknown error'));
  });

  it('ignores the progress of an older batch of the same tour', async () => {
    const stream = progressStream();
    await startBatch(stream);
    const panel = await screen.findByRole('region', { name: 'Narration progress' });
    stream.push({ jobId: 'job-0', completed: true, status: 'completed', current: 3 });
    stream.push({ current: 2, currentStopName: 'Coit Tower' });
    await waitFor(() => expect(panel).toHaveTextContent('2/3 · Now: Coit Tower'));
    expect(screen.queryByText('All narrations regenerated successfully!')).toBeNull();
  });

  it('gives up after 5 minutes with the time-out message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await startBatch(progressStream());
    await screen.findByRole('region', { name: 'Narration progress' });
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Batch generation timed out after 5 minutes');
    expect(toolbarButton('Regenerate Narrations')).toBeEnabled();
  });
});
