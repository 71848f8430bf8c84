// SPEC §2: full-screen experiences hide the top navigation bar.
const FULL_SCREEN_PREFIXES = ['/play', '/tour-maker/play', '/postcards', '/slideshow'];

export function hidesTopNav(pathname: string): boolean {
  if (pathname === '/') return true;
  return FULL_SCREEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
