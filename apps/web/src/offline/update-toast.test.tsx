import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SKIP_WAITING } from './offline-cache';
import { UpdateToast } from './update-toast';
import { setWaitingWorker } from './update-state';

/** A worker that has installed and waits: it only records what the page tells it. */
function waitingWorker() {
  const messages: unknown[] = [];
  const worker = { postMessage: (message: unknown) => messages.push(message) } as unknown as ServiceWorker;
  return { worker, messages };
}

afterEach(() => act(() => setWaitingWorker(null)));

describe('UpdateToast', () => {
  it('says nothing while no new version waits', () => {
    renderWithProviders(<UpdateToast />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a waiting version and hands over only when Reload is pressed', () => {
    renderWithProviders(<UpdateToast />);
    const { worker, messages } = waitingWorker();
    act(() => setWaitingWorker(worker));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(messages).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messages).toEqual([{ type: SKIP_WAITING }]);
  });
});
