import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export interface Offset {
  x: number;
  y: number;
}

interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const ORIGIN: Offset = { x: 0, y: 0 };
const KEY_STEP_PX = 24;
const KEY_STEPS: Record<string, Offset> = {
  ArrowLeft: { x: -KEY_STEP_PX, y: 0 },
  ArrowRight: { x: KEY_STEP_PX, y: 0 },
  ArrowUp: { x: 0, y: -KEY_STEP_PX },
  ArrowDown: { x: 0, y: KEY_STEP_PX },
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** How far the frame may move from `current` before leaving the viewport. */
function boundsOf(frame: HTMLElement | null, current: Offset): Bounds | null {
  if (!frame) return null;
  const rect = frame.getBoundingClientRect();
  return {
    minX: current.x - rect.left,
    maxX: current.x + window.innerWidth - rect.right,
    minY: current.y - rect.top,
    maxY: current.y + window.innerHeight - rect.bottom,
  };
}

function within(next: Offset, bounds: Bounds | null): Offset {
  if (!bounds) return next;
  return { x: clamp(next.x, bounds.minX, bounds.maxX), y: clamp(next.y, bounds.minY, bounds.maxY) };
}

/**
 * Moves a fixed frame by a pixel offset from its home corner: pointer drags on a handle (mouse,
 * touch, pen) and arrow keys on the same handle, kept inside the viewport.
 */
export function useDragOffset(frameRef: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<Offset>(ORIGIN);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: Offset; bounds: Bounds | null }>(null);

  const handleProps = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      // Capture keeps the drag going when the finger slides off the small handle.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const bounds = boundsOf(frameRef.current, offset);
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: offset, bounds };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const next = {
        x: current.from.x + event.clientX - current.startX,
        y: current.from.y + event.clientY - current.startY,
      };
      setOffset(within(next, current.bounds));
    },
    onPointerUp() {
      drag.current = null;
    },
    onPointerCancel() {
      drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = KEY_STEPS[event.key];
      if (!step) return;
      event.preventDefault();
      const next = { x: offset.x + step.x, y: offset.y + step.y };
      setOffset(within(next, boundsOf(frameRef.current, offset)));
    },
  };

  return { offset, handleProps, reset: () => setOffset(ORIGIN) };
}
