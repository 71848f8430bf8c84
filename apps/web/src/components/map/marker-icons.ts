import { divIcon, type DivIcon } from 'leaflet';

// Markers are HTML, not images: no icon files to fetch, so they draw offline and take Tailwind classes.
function iconElement(dotClass: string, label: string): HTMLElement {
  const root = document.createElement('span');
  root.className = 'grid size-full place-items-center';
  const dot = document.createElement('span');
  dot.className = dotClass;
  dot.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'sr-only';
  // textContent, never innerHTML: place names come from outside.
  text.textContent = label;
  root.append(dot, text);
  return root;
}

// Clickable markers get a 44 px hit area around a smaller dot (DESIGN.md touch targets).
const CLICKABLE_SIZE = 44;
const PASSIVE_SIZE = 18;
const POSITION_SIZE = 22;

export function placeIcon(label: string, clickable: boolean, accentClass: string): DivIcon {
  const size = clickable ? CLICKABLE_SIZE : PASSIVE_SIZE;
  const dotClass = clickable
    ? `block size-6 rounded-full ${accentClass} ring-3 ring-white shadow-lg`
    : 'block size-3.5 rounded-full bg-zinc-500 ring-2 ring-white/90 shadow';
  return divIcon({
    className: 'roamcast-place-marker',
    html: iconElement(dotClass, label),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export function positionIcon(label: string): DivIcon {
  return divIcon({
    className: 'roamcast-position-marker',
    html: iconElement('block size-4 rounded-full bg-sky-500 ring-4 ring-white shadow-lg', label),
    iconSize: [POSITION_SIZE, POSITION_SIZE],
    iconAnchor: [POSITION_SIZE / 2, POSITION_SIZE / 2],
  });
}
