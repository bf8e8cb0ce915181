// Zoom and pan for one picture or several moved together (the proof viewer; 'Comparar versões',
// where both versions side by side share one state): pinch and drag on touch, the wheel and the
// +/− buttons on a desktop, and the keyboard (+, −, 0, arrows) on the focusable frame. Plain
// pointer events and a CSS transform: no library. Each frame spreads `frameProps` (the wheel
// listener and the handlers); each picture takes `transform`.
import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefCallback,
} from 'react';

export const MIN_SCALE = 1;
export const MAX_SCALE = 6;
/** One press of +/−, one notch of the wheel. */
export const ZOOM_STEP = 1.25;
/** Arrow keys move the zoomed picture by this many CSS pixels. */
export const PAN_STEP = 40;

export interface Box {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const ARROW_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

export function useZoomPan() {
  const [scale, setScale] = useState(MIN_SCALE);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const zoomTo = useCallback((next: number) => {
    const value = clamp(next, MIN_SCALE, MAX_SCALE);
    setScale(value);
    if (value === MIN_SCALE) setOffset({ x: 0, y: 0 });
  }, []);
  const reset = useCallback(() => {
    setScale(MIN_SCALE);
    setOffset({ x: 0, y: 0 });
  }, []);
  /** Moves by (dx, dy), never further than the zoomed picture's overhang in the frame's `box`. */
  const pan = useCallback(
    (dx: number, dy: number, box?: Box) => {
      const limitX = ((box?.width ?? 0) * (scale - 1)) / 2 || Infinity;
      const limitY = ((box?.height ?? 0) * (scale - 1)) / 2 || Infinity;
      setOffset((current) => ({
        x: clamp(current.x + dx, -limitX, limitX),
        y: clamp(current.y + dy, -limitY, limitY),
      }));
    },
    [scale],
  );
  /**
   * Pans so that a spot (fractions of the picture, 0–1) is centred, as far as the overhang
   * allows. `box` is the picture's box as shown, zoom included.
   */
  const centreOn = useCallback(
    (spot: { x: number; y: number }, box: Box) => {
      const width = box.width / scale;
      const height = box.height / scale;
      const limitX = (width * (scale - 1)) / 2;
      const limitY = (height * (scale - 1)) / 2;
      setOffset({
        x: clamp(-(spot.x - 0.5) * width * scale, -limitX, limitX),
        y: clamp(-(spot.y - 0.5) * height * scale, -limitY, limitY),
      });
    },
    [scale],
  );

  // The wheel zooms. A passive React listener could not keep the page from scrolling, so each
  // frame gets a listener of its own through this (stable) ref, removed with the frame.
  const wheelRef = useCallback<RefCallback<HTMLElement>>((element) => {
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setScale((current) => {
        const next = clamp(
          event.deltaY < 0 ? current * ZOOM_STEP : current / ZOOM_STEP,
          MIN_SCALE,
          MAX_SCALE,
        );
        if (next === MIN_SCALE) setOffset({ x: 0, y: 0 });
        return next;
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = ARROW_MOVES[event.key];
    if (event.key === '+' || event.key === '=') zoomTo(scale * ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(scale / ZOOM_STEP);
    else if (event.key === '0') reset();
    else if (move && scale > 1) pan(...move, event.currentTarget.getBoundingClientRect());
    else return;
    event.preventDefault();
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2 && pinch.current && pinch.current.distance > 0) {
      zoomTo((pinch.current.scale * distance()) / pinch.current.distance);
    } else if (pointers.current.size === 1 && scale > 1) {
      pan(
        event.clientX - last.x,
        event.clientY - last.y,
        event.currentTarget.getBoundingClientRect(),
      );
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return {
    scale,
    offset,
    transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
    canZoomIn: scale < MAX_SCALE,
    canZoomOut: scale > MIN_SCALE,
    zoomIn: () => zoomTo(scale * ZOOM_STEP),
    zoomOut: () => zoomTo(scale / ZOOM_STEP),
    reset,
    centreOn,
    /** For each frame: the wheel's listener and the keyboard and pointer handlers. */
    frameProps: {
      ref: wheelRef,
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
export type ZoomPan = ReturnType<typeof useZoomPan>;
