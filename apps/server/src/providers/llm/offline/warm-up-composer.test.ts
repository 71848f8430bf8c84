import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';
import { AUTO_CHANNEL_ROTATION } from '@roamcast/shared/catalog/themes';
import { describe, expect, it } from 'vitest';
import { warmUpComposer } from './warm-up-composer';

describe('composer warm-up', () => {
  it('writes a story in every theme and in every language, so each bank is read before the first listener', async () => {
    const written = await warmUpComposer();
    expect(written).toBe(AUTO_CHANNEL_ROTATION.length + LANGUAGE_CODES.length - 1);
  });

  it('lets other work run between its stories', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await warmUpComposer();
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });
});
