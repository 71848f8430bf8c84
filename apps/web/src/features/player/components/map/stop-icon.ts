import { divIcon, type DivIcon } from 'leaflet';

const SIZE = 44; // DESIGN.md touch target

/**
 * A numbered stop marker, drawn as HTML (no icon files to fetch, so it draws offline). The number is
 * the stop's place in the tour; the current stop is white on dark, the others dark on white.
 */
export function stopIcon(number: number, label: string, current: boolean): DivIcon {
  const root = document.createElement('span');
  root.className = 'grid size-full place-items-center';
  const badge = document.createElement('span');
  badge.className = `grid size-8 place-items-center rounded-full text-sm font-bold shadow-lg ring-2 ${
    current ? 'bg-zinc-950 text-white ring-white' : 'bg-white text-zinc-950 ring-zinc-950/60'
  }`;
  badge.setAttribute('aria-hidden', 'true');
  badge.textContent = String(number);
  const text = document.createElement('span');
  text.className = 'sr-only';
  // textContent, never innerHTML: stop names come from outside.
  text.textContent = label;
  root.append(badge, text);
  return divIcon({
    className: 'roamcast-stop-marker',
    html: root,
    iconSize: [SIZE, SIZE],
    iconAnchor: [SIZE / 2, SIZE / 2],
  });
}
