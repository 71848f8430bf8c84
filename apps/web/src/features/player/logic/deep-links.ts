import { DIRECTIONS_MAX_STOPS, WHOLE_TOUR_NAVIGATION_RADIUS_MILES } from '@roamcast/shared/catalog/constants';
import { distanceMiles, type LatLng } from '@roamcast/shared/logic/geo-distance';

export interface NamedPoint extends LatLng {
  name?: string;
}

/**
 * Where a maps deep link opens: Google Maps on the web (which hands over to its app on a phone
 * that has it), Apple Maps (its app on iPhone, its web page elsewhere), and a geo: link that
 * Android gives to whichever maps app the traveller uses.
 */
export type MapLinkKind = 'google' | 'apple' | 'geo';

export interface MapLink {
  kind: MapLinkKind;
  href: string;
}

// Six decimals is about 10 cm: plenty, and keeps long tours' links short.
const point = ({ lat, lng }: LatLng) => `${+lat.toFixed(6)},${+lng.toFixed(6)}`;

function geoLink(stop: NamedPoint): MapLink {
  const label = stop.name ? `(${encodeURIComponent(stop.name)})` : '';
  return { kind: 'geo', href: `geo:${point(stop)}?q=${point(stop)}${label}` };
}

/** Walking directions to one stop, from `origin` when known (else the maps app uses the phone's position). */
export function stopDirectionsLinks(stop: NamedPoint, origin: LatLng | null = null): MapLink[] {
  const google = new URLSearchParams({ api: '1', destination: point(stop), travelmode: 'walking' });
  if (origin) google.set('origin', point(origin));
  const apple = new URLSearchParams({ daddr: point(stop), dirflg: 'w' });
  if (origin) apple.set('saddr', point(origin));
  return [
    { kind: 'google', href: `https://www.google.com/maps/dir/?${google}` },
    { kind: 'apple', href: `https://maps.apple.com/?${apple}` },
    geoLink(stop),
  ];
}

/** SPEC §9: the traveller's position starts the whole-tour route only within 50 miles of its first stop. */
export function navigationOrigin(position: LatLng | null, stops: readonly LatLng[]): LatLng | null {
  const first = stops[0];
  if (!position || !first) return null;
  return distanceMiles(position, first) <= WHOLE_TOUR_NAVIGATION_RADIUS_MILES ? position : null;
}

export interface TourNavigation {
  /** 'directions': one route through every stop; 'path': more than 25 stops, drawn as a plain path. */
  mode: 'directions' | 'path';
  links: MapLink[];
}

/**
 * SPEC §7/§9 Navigate the whole tour: with 25 stops or fewer a directions route from the origin
 * (the traveller, when near, else the first stop) through every stop to the last; with more, the
 * maps services refuse that many waypoints, so the link is the plain path through every stop.
 */
export function tourNavigationLinks(stops: readonly NamedPoint[], position: LatLng | null): TourNavigation {
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return { mode: 'path', links: [] };
  const origin = navigationOrigin(position, stops);
  if (stops.length > DIRECTIONS_MAX_STOPS) {
    const path = [...(origin ? [origin] : []), ...stops].map(point).join('/');
    return {
      mode: 'path',
      links: [{ kind: 'google', href: `https://www.google.com/maps/dir/${path}` }, geoLink(first)],
    };
  }
  // From the traveller every stop but the last is on the way; from the first stop, the ones between.
  const via = origin ? stops.slice(0, -1) : stops.slice(1, -1);
  const start = origin ?? first;
  const google = new URLSearchParams({
    api: '1',
    origin: point(start),
    destination: point(last),
    travelmode: 'walking',
  });
  if (via.length > 0) google.set('waypoints', via.map(point).join('|'));
  const apple = new URLSearchParams({
    saddr: point(start),
    daddr: [...via, last].map(point).join(' to:'),
    dirflg: 'w',
  });
  return {
    mode: 'directions',
    links: [
      { kind: 'google', href: `https://www.google.com/maps/dir/?${google}` },
      { kind: 'apple', href: `https://maps.apple.com/?${apple}` },
      geoLink(first),
    ],
  };
}
