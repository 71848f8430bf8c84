import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen as shown } from '@testing-library/react';
import { screen } from './screen';

const Page = () => <h1>Postcard</h1>;

describe('screen', () => {
  it('renders a preloaded screen at once, without the loading state first', async () => {
    const Postcard = screen(() => Promise.resolve(Page));
    await Postcard.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Postcard />
      </Suspense>,
    );
    expect(shown.getByRole('heading', { name: 'Postcard' })).toBeInTheDocument();
    expect(shown.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('loads a screen not preloaded on demand, showing the loading state meanwhile', async () => {
    let loads = 0;
    const Postcard = screen(() => {
      loads += 1;
      return Promise.resolve(Page);
    });
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Postcard />
      </Suspense>,
    );
    expect(shown.getByText('Loading...')).toBeInTheDocument();
    expect(await shown.findByRole('heading', { name: 'Postcard' })).toBeInTheDocument();
    await Postcard.preload();
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next preload', async () => {
    let attempts = 0;
    const Postcard = screen(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Page)));
    await expect(Postcard.preload()).rejects.toThrow('offline');
    await Postcard.preload();
    expect(attempts).toBe(2);
  });
});
