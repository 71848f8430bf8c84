import { describe, expect, it } from 'vitest';
import { savedKey } from '../offline-cache';
import { isNetworkFirst, mayBeSaved } from './saved-routing';

const origin = 'https://roamcast.example';

describe('the worker answers only what may have been saved', () => {
  it('names same-origin addresses by path and others whole, as the page stores them', () => {
    expect(savedKey('https://roamcast.example/media/a.mp3', origin)).toBe('/media/a.mp3');
    expect(savedKey('/api/narrations/1/audio', origin)).toBe('/api/narrations/1/audio');
    expect(savedKey('https://upload.wikimedia.org/x.jpg?w=2', origin)).toBe('https://upload.wikimedia.org/x.jpg?w=2');
  });

  it('leaves the app shell to the precache and answers media, API and other hosts', () => {
    for (const shell of ['/', '/assets/main-abc.js', '/icons/icon-192.png', '/manifest.webmanifest']) {
      expect(mayBeSaved(savedKey(shell, origin)), shell).toBe(false);
    }
    for (const saved of ['/media/a.mp3', '/api/narrations/1/audio', 'https://upload.wikimedia.org/x.jpg']) {
      expect(mayBeSaved(saved), saved).toBe(true);
    }
  });

  it('asks the server first for the tour only; stories and pictures come from the device', () => {
    expect(isNetworkFirst('/api/tour-maker/routes/abc')).toBe(true);
    expect(isNetworkFirst('/api/tours/share/AbC123')).toBe(true);
    expect(isNetworkFirst('/api/narrations/1/audio')).toBe(false);
    expect(isNetworkFirst('/media/covers/abc.png')).toBe(false);
  });
});
