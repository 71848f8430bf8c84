import { describe, expect, it } from 'vitest';
import { hidesTopNav } from './nav-visibility';

describe('hidesTopNav', () => {
  it.each(['/', '/play', '/play/abc', '/tour-maker/play/7', '/postcards/x1', '/slideshow/tok'])(
    'hides it on %s',
    (path) => {
      expect(hidesTopNav(path)).toBe(true);
    },
  );

  it.each(['/tour-maker/manage', '/tour-maker/create', '/tour/pch', '/auth/callback', '/player', '/nowhere'])(
    'shows it on %s',
    (path) => {
      expect(hidesTopNav(path)).toBe(false);
    },
  );
});
