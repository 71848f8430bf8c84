import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { dropIndex, moveStopTo, type DraftStop } from './stops-draft';

interface Drag {
  key: string;
  pointerId: number;
  /** Where on its stop the pointer took hold, from the stop's top edge. */
  grab: number;
  /** The pointer's latest height on screen. */
  y: number;
  /** The stop's index when the drag began (Escape puts it back there). */
  from: number;
}

/** How close to the screen's top or bottom edge a drag scrolls the page, and by how much per move. */
const EDGE = 56;
const SCROLL_STEP = 16;

/**
 * Drag to reorder (issue 24): a stop's handle is held with a mouse, a finger or a pen (pointer
 * events) and the stop follows it; the list reorders as it passes the other stops' middles, so what
 * is saved is what shows. Escape puts the stop back. Keyboard users have Move up and Move down.
 */
export function useStopDrag(options: {
  stops: DraftStop[];
  list: RefObject<HTMLOListElement | null>;
  onChange: (stops: DraftStop[]) => void;
  /** The drag ended with the stop at another index than it began. */
  onDrop: (stop: DraftStop, from: number, to: number) => void;
}) {
  const [dragging, setDragging] = useState<string | null>(null);
  const drag = useRef<Drag | null>(null);
  const latest = useRef(options);
  const stopListening = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    latest.current = options;
  });

  const itemOf = (key: string) =>
    [...(latest.current.list.current?.querySelectorAll<HTMLElement>('[data-stop-item]') ?? [])].find(
      (item) => item.dataset.stopItem === key,
    ) ?? null;

  /** The dragged stop drawn under the pointer: its place in the list, moved by the difference. */
  function follow() {
    const current = drag.current;
    const item = current && itemOf(current.key);
    if (!current || !item) return;
    item.style.transform = '';
    const top = item.getBoundingClientRect().top;
    item.style.transform = `translateY(${current.y - current.grab - top}px)`;
  }

  // After the list reorders the stop sits in another place: it is moved back under the pointer.
  useLayoutEffect(follow, [options.stops]);

  // A drag in progress when the editor goes away stops listening.
  useEffect(() => () => stopListening.current?.(), []);

  function reorder() {
    const current = drag.current;
    if (!current) return;
    const { stops, onChange } = latest.current;
    const from = stops.findIndex((stop) => stop.key === current.key);
    const middles = stops
      .filter((stop) => stop.key !== current.key)
      .map((stop) => {
        const box = itemOf(stop.key)?.getBoundingClientRect();
        return box ? box.top + box.height / 2 : 0;
      });
    const to = dropIndex(middles, current.y);
    if (from !== -1 && to !== from) onChange(moveStopTo(stops, from, to));
  }

  function finish(cancelled: boolean) {
    const current = drag.current;
    if (!current) return;
    stopListening.current?.();
    stopListening.current = null;
    const { stops, onChange, onDrop } = latest.current;
    const at = stops.findIndex((stop) => stop.key === current.key);
    const item = itemOf(current.key);
    if (item) item.style.transform = '';
    drag.current = null;
    setDragging(null);
    if (at === -1) return;
    if (cancelled) {
      if (at !== current.from) onChange(moveStopTo(stops, at, current.from));
    } else if (at !== current.from) onDrop(stops[at]!, current.from, at);
  }

  function start(event: ReactPointerEvent<HTMLElement>, key: string) {
    if (drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const item = itemOf(key);
    const from = latest.current.stops.findIndex((stop) => stop.key === key);
    if (!item || from === -1) return;
    // No text selection or native drag while a stop is held.
    event.preventDefault();
    event.currentTarget.focus();
    drag.current = {
      key,
      pointerId: event.pointerId,
      grab: event.clientY - item.getBoundingClientRect().top,
      y: event.clientY,
      from,
    };
    setDragging(key);

    // Listened for on the window: the list may move the handle's element while it is held.
    const move = (moved: PointerEvent) => {
      if (moved.pointerId !== drag.current?.pointerId) return;
      moved.preventDefault();
      drag.current.y = moved.clientY;
      if (moved.clientY < EDGE) window.scrollBy(0, -SCROLL_STEP);
      else if (moved.clientY > window.innerHeight - EDGE) window.scrollBy(0, SCROLL_STEP);
      reorder();
      follow();
    };
    const up = (ended: PointerEvent) => {
      if (ended.pointerId === drag.current?.pointerId) finish(ended.type === 'pointercancel');
    };
    const escape = (pressed: KeyboardEvent) => {
      if (pressed.key !== 'Escape') return;
      pressed.preventDefault();
      finish(true);
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    window.addEventListener('keydown', escape);
    stopListening.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      window.removeEventListener('keydown', escape);
    };
  }

  return {
    /** The key of the stop being dragged, or null. */
    dragging,
    handleProps: (key: string) => ({
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => start(event, key),
    }),
  };
}
