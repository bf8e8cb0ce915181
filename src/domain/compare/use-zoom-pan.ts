// One zoom and pan state for several pictures at once ('Lado a lado': both versions move
// together): the buttons, the keyboard (+, −, 0, arrows), the wheel and a drag all change it, and
// every picture takes the same CSS transform. The same gestures as the proof viewer.
import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';

export const MIN_SCALE = 1;
export const MAX_SCALE = 6;
export const ZOOM_STEP = 1.25;
/** Arrow keys move the zoomed pictures by this many CSS pixels. */
export const PAN_STEP = 40;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function useZoomPan() {
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [drag, setDrag] = useState<{ id: number; x: number; y: number } | null>(null);

  const zoomTo = useCallback((next: number) => {
    const value = clamp(next, MIN_SCALE, MAX_SCALE);
    setScale(value);
    if (value === MIN_SCALE) setOffset({ x: 0, y: 0 });
  }, []);
  const reset = useCallback(() => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  }, []);
  /** Moves by (dx, dy), never further than the zoomed picture's overhang in `box`. */
  const pan = useCallback(
    (dx: number, dy: number, box?: { width: number; height: number }) => {
      const limitX = ((box?.width ?? 0) * (scale - 1)) / 2 || Infinity;
      const limitY = ((box?.height ?? 0) * (scale - 1)) / 2 || Infinity;
      setOffset((current) => ({
        x: clamp(current.x + dx, -limitX, limitX),
        y: clamp(current.y + dy, -limitY, limitY),
      }));
    },
    [scale],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const box = event.currentTarget.getBoundingClientRect();
    if (event.key === '+' || event.key === '=') zoomTo(scale * ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(scale / ZOOM_STEP);
    else if (event.key === '0') reset();
    else if (moves[event.key] && scale > 1) pan(...moves[event.key]!, box);
    else return;
    event.preventDefault();
  };
  // Stable (a functional update): the frames add it once as a non-passive listener.
  const onWheel = useCallback((event: { deltaY: number }) => {
    setScale((current) => {
      const next = clamp(
        event.deltaY < 0 ? current * ZOOM_STEP : current / ZOOM_STEP,
        MIN_SCALE,
        MAX_SCALE,
      );
      if (next === MIN_SCALE) setOffset({ x: 0, y: 0 });
      return next;
    });
  }, []);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ id: event.pointerId, x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag || drag.id !== event.pointerId) return;
    if (scale > 1)
      pan(
        event.clientX - drag.x,
        event.clientY - drag.y,
        event.currentTarget.getBoundingClientRect(),
      );
    setDrag({ id: event.pointerId, x: event.clientX, y: event.clientY });
  };
  const onPointerUp = () => setDrag(null);

  return {
    scale,
    offset,
    transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
    zoomIn: () => zoomTo(scale * ZOOM_STEP),
    zoomOut: () => zoomTo(scale / ZOOM_STEP),
    reset,
    handlers: {
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
    onWheel,
  };
}
export type ZoomPan = ReturnType<typeof useZoomPan>;
