import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';
import { resolveShortLink, ShortLinkError, type Hop } from './resolve-short-link';

const LONG = 'https://www.google.com/maps/dir/Eiffel+Tower/Louvre+Museum/@48.86,2.31,14z';
const GOOGLE_ADDRESS = '142.250.180.14';

/** Google's redirectors, played by a table: each URL answers with the redirect it is given. */
function redirects(table: Record<string, Hop>, dns: Record<string, string[]> = {}) {
  const visited: { url: string; address: string }[] = [];
  return {
    visited,
    deps: {
      lookup: async (host: string) => dns[host] ?? [GOOGLE_ADDRESS],
      fetchHop: async (url: URL, address: string) => {
        visited.push({ url: url.toString(), address });
        return table[url.toString()] ?? { status: 404, location: null };
      },
    },
  };
}

const refusal = async (promise: Promise<string>) => {
  const error = await promise.then(
    () => new Error('followed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ShortLinkError);
  return (error as Error).message;
};

describe('resolveShortLink', () => {
  it('follows a maps.app.goo.gl link to the Google Maps page, pinned to the checked address', async () => {
    const { deps, visited } = redirects({
      'https://maps.app.goo.gl/nDHMZ5Y4pu6tP8mB9': { status: 302, location: LONG },
    });
    expect(await resolveShortLink('https://maps.app.goo.gl/nDHMZ5Y4pu6tP8mB9', deps)).toBe(LONG);
    expect(visited).toEqual([{ url: 'https://maps.app.goo.gl/nDHMZ5Y4pu6tP8mB9', address: GOOGLE_ADDRESS }]);
  });

  it('follows a chain of short links and relative redirects', async () => {
    const { deps } = redirects({
      'https://goo.gl/maps/Ykq5VzH8pGR2': { status: 301, location: 'https://maps.app.goo.gl/abc' },
      'https://maps.app.goo.gl/abc': { status: 302, location: '/def' },
      'https://maps.app.goo.gl/def': { status: 302, location: LONG },
    });
    expect(await resolveShortLink('https://goo.gl/maps/Ykq5VzH8pGR2', deps)).toBe(LONG);
  });

  it('stops after 5 redirects', async () => {
    const table = Object.fromEntries(
      [...Array(7).keys()].map((n) => [`https://maps.app.goo.gl/r${n}`, { status: 302, location: `/r${n + 1}` }]),
    );
    const { deps, visited } = redirects(table);
    expect(await refusal(resolveShortLink('https://maps.app.goo.gl/r0', deps))).toBe(
      'The short link redirected more than 5 times.',
    );
    expect(visited).toHaveLength(5);
  });

  it.each([
    ['http://127.0.0.1/maps', 'is not https'],
    ['https://127.0.0.1/maps/dir/a/b', '127.0.0.1, which is not Google Maps'],
    ['https://[::1]/maps', '[::1], which is not Google Maps'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254, which is not Google Maps'],
    ['https://evil.example/maps/dir/a/b', 'evil.example, which is not Google Maps'],
    ['http://www.google.com/maps/dir/a/b', 'is not https'],
  ])('refuses a redirect to %s', async (location, message) => {
    const { deps } = redirects({ 'https://maps.app.goo.gl/x': { status: 302, location } });
    expect(await refusal(resolveShortLink('https://maps.app.goo.gl/x', deps))).toContain(message);
  });

  it.each([
    ['127.0.0.1'],
    ['10.0.0.5'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['::1'],
    ['fd00::1'],
    ['::ffff:10.1.2.3'],
  ])('never calls a short-link host that resolves to %s', async (address) => {
    const { deps, visited } = redirects(
      { 'https://maps.app.goo.gl/x': { status: 302, location: 'https://goo.gl/maps/y' } },
      { 'goo.gl': [address] },
    );
    expect(await refusal(resolveShortLink('https://maps.app.goo.gl/x', deps))).toBe(
      'The short link points at a private network address and was not followed.',
    );
    expect(visited.map((hop) => hop.url)).toEqual(['https://maps.app.goo.gl/x']);
  });

  it('says so when the link leads nowhere', async () => {
    const { deps } = redirects({ 'https://maps.app.goo.gl/gone': { status: 404, location: null } });
    expect(await refusal(resolveShortLink('https://maps.app.goo.gl/gone', deps))).toBe(
      'The short link did not lead to a Google Maps page. Open it and copy the full link.',
    );
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['142.250.180.14', true],
    ['8.8.8.8', true],
    ['2a00:1450:4007:80f::200e', true],
    ['127.0.0.1', false],
    ['0.0.0.0', false],
    ['100.64.0.1', false],
    ['172.20.0.1', false],
    ['224.0.0.1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['not an address', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
