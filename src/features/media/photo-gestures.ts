import { useRef, type PointerEvent } from 'react';

/** A horizontal move at least this long, and longer than it is tall, turns the photo. */
const SWIPE_MIN_PX = 50;
/** Two taps this close in time and place are one double tap; a finger that moved more did not tap. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 24;

/** Where on the element a tap fell, as fractions of its width and height. */
export type TapPoint = { fx: number; fy: number };

type Gestures = {
  onSwipe: (direction: 'previous' | 'next') => void;
  onDoubleTap: (point: TapPoint) => void;
  /** While zoomed, a horizontal move pans the picture instead of turning it. */
  swipeEnabled: boolean;
};

/**
 * Swipe and double tap from pointer events, so a finger and a mouse behave alike (a touch screen's
 * double tap fires no reliable `dblclick`). A second finger is a pinch, left to the browser.
 */
export function usePhotoGestures({ onSwipe, onDoubleTap, swipeEnabled }: Gestures) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const lastTap = useRef<{ x: number; y: number; time: number } | null>(null);

  function onPointerDown(event: PointerEvent) {
    start.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const from = start.current;
    start.current = null;
    if (!from || !event.isPrimary) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.hypot(dx, dy) <= TAP_SLOP_PX) {
      tapped(event);
      return;
    }
    lastTap.current = null;
    if (swipeEnabled && Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'next' : 'previous');
  }

  function tapped(event: PointerEvent<HTMLElement>) {
    const { clientX: x, clientY: y, timeStamp: time } = event;
    const previous = lastTap.current;
    const twice = previous && time - previous.time <= DOUBLE_TAP_MS && Math.hypot(x - previous.x, y - previous.y) <= TAP_SLOP_PX;
    lastTap.current = twice ? null : { x, y, time };
    if (!twice) return;
    const box = event.currentTarget.getBoundingClientRect();
    const element = event.currentTarget;
    // The point on the whole (possibly scrolled, zoomed) picture, not on the visible window of it.
    const fx = (element.scrollLeft + x - box.left) / Math.max(1, element.scrollWidth);
    const fy = (element.scrollTop + y - box.top) / Math.max(1, element.scrollHeight);
    onDoubleTap({ fx, fy });
  }

  return { onPointerDown, onPointerUp, onPointerCancel: () => (start.current = null) };
}
