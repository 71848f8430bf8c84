// google.com, google.de, google.co.uk, google.com.au ...: Google's country domains.
const GOOGLE_DOMAIN = /^(?:www\.)?google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;
const MAPS_SUBDOMAIN = /^maps\.google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** A long Google Maps link: maps.google.<tld>/..., or google.<tld>/maps/... */
export function isGoogleMapsHost(host: string, pathname: string): boolean {
  if (MAPS_SUBDOMAIN.test(host)) return true;
  return GOOGLE_DOMAIN.test(host) && (pathname === '/maps' || pathname.startsWith('/maps/'));
}

/** Short links that only redirect to a maps page: maps.app.goo.gl/…, goo.gl/maps/…, g.co/maps/… */
export function isShortLinkHost(host: string, pathname: string): boolean {
  if (host === 'maps.app.goo.gl') return pathname.length > 1;
  return (host === 'goo.gl' || host === 'g.co') && pathname.startsWith('/maps/') && pathname.length > '/maps/'.length;
}

/** Where a short link may lead while it is followed: only Google Maps pages and Google's own redirectors. */
export function isAllowedRedirectHost(host: string, pathname: string): boolean {
  return (
    isGoogleMapsHost(host, pathname) ||
    isShortLinkHost(host, pathname) ||
    host === 'maps.app.goo.gl' ||
    host === 'goo.gl' ||
    GOOGLE_DOMAIN.test(host)
  );
}
