// @vitest-environment jsdom
// The one zoom and pan of the proof viewer and the comparison: the limits (100 %–600 %, the
// overhang), the keyboard, the wheel (one listener per frame, not passive, removed with the
// frame), drag and pinch, several frames sharing one state, and centring a spot.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_SCALE,
  MIN_SCALE,
  PAN_STEP,
  ZOOM_STEP,
  useZoomPan,
  type ZoomPan,
} from './use-zoom-pan';

let zoom: ZoomPan;

function Frames({ count = 1 }: { count?: number }) {
  const state = useZoomPan();
  useEffect(() => {
    zoom = state;
  });
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid={`frame-${index}`}
          tabIndex={0}
          data-scale={state.scale}
          {...state.frameProps}
        />
      ))}
      <img alt="página" style={{ transform: state.transform }} />
    </>
  );
}

const frame = (index = 0) => screen.getByTestId(`frame-${index}`);
const transform = () => screen.getByRole('img', { name: 'página' }).style.transform;
/** A frame of 200 × 100 CSS pixels (jsdom lays nothing out). */
const sized = (element: HTMLElement) =>
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 100));

describe('useZoomPan', () => {
  it('zooms by steps between 100 % and 600 %, back to the centre at 100 %', () => {
    render(<Frames />);
    expect(zoom.scale).toBe(MIN_SCALE);
    expect(zoom.canZoomOut).toBe(false);
    act(() => zoom.zoomOut());
    expect(zoom.scale).toBe(MIN_SCALE);
    act(() => zoom.zoomIn());
    expect(zoom.scale).toBe(ZOOM_STEP);
    for (let i = 0; i < 20; i++) act(() => zoom.zoomIn());
    expect(zoom.scale).toBe(MAX_SCALE);
    expect(zoom.canZoomIn).toBe(false);
    act(() => zoom.reset());
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
  });

  it('answers +, =, −, _, 0 and pans with the arrows only when zoomed, within the overhang', () => {
    render(<Frames />);
    sized(frame());
    fireEvent.keyDown(frame(), { key: 'ArrowLeft' });
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    fireEvent.keyDown(frame(), { key: '+' });
    fireEvent.keyDown(frame(), { key: '=' });
    expect(Number(frame().dataset.scale)).toBeCloseTo(ZOOM_STEP * ZOOM_STEP);
    fireEvent.keyDown(frame(), { key: 'ArrowLeft' });
    expect(transform()).toBe(`translate(${PAN_STEP}px, 0px) scale(1.5625)`);
    // At 156.25 % a 200 × 100 frame overhangs 56.25 px each side and 28.125 px above and below.
    fireEvent.keyDown(frame(), { key: 'ArrowLeft' });
    fireEvent.keyDown(frame(), { key: 'ArrowDown' });
    expect(transform()).toBe('translate(56.25px, -28.125px) scale(1.5625)');
    fireEvent.keyDown(frame(), { key: '_' });
    expect(frame()).toHaveAttribute('data-scale', String(ZOOM_STEP));
    fireEvent.keyDown(frame(), { key: '-' });
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    fireEvent.keyDown(frame(), { key: '+' });
    fireEvent.keyDown(frame(), { key: '0' });
    expect(frame()).toHaveAttribute('data-scale', '1');
    // Other keys are left alone (a form field's, the page's).
    expect(fireEvent.keyDown(frame(), { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(frame(), { key: '+' })).toBe(false);
  });

  it('zooms with the wheel on every frame, keeping the page from scrolling, until removed', () => {
    const { unmount } = render(<Frames count={2} />);
    const first = frame(0);
    expect(fireEvent.wheel(first, { deltaY: -100 })).toBe(false);
    expect(zoom.scale).toBe(ZOOM_STEP);
    fireEvent.wheel(frame(1), { deltaY: -100 });
    expect(frame(0).dataset.scale).toBe(frame(1).dataset.scale);
    expect(zoom.scale).toBeCloseTo(ZOOM_STEP * ZOOM_STEP);
    fireEvent.wheel(first, { deltaY: 100 });
    fireEvent.wheel(first, { deltaY: 100 });
    fireEvent.wheel(first, { deltaY: 100 });
    expect(zoom.scale).toBe(MIN_SCALE);
    unmount();
    expect(fireEvent.wheel(first, { deltaY: -100 })).toBe(true);
  });

  it('drags the zoomed picture with one pointer and pinches with two', () => {
    render(<Frames />);
    const element = frame();
    sized(element);
    // At 100 % a drag does nothing.
    fireEvent.pointerDown(element, { pointerId: 1, clientX: 50, clientY: 50 });
    fireEvent.pointerMove(element, { pointerId: 1, clientX: 60, clientY: 55 });
    expect(transform()).toBe('translate(0px, 0px) scale(1)');
    // A second finger 100 px away, then 200 px away: twice the size.
    fireEvent.pointerDown(element, { pointerId: 2, clientX: 160, clientY: 55 });
    fireEvent.pointerMove(element, { pointerId: 2, clientX: 260, clientY: 55 });
    expect(zoom.scale).toBe(2);
    fireEvent.pointerUp(element, { pointerId: 2 });
    // One finger again: it drags, as far as the overhang (100 px at 200 % of 200 × 100).
    fireEvent.pointerMove(element, { pointerId: 1, clientX: 40, clientY: 65 });
    expect(transform()).toBe('translate(-20px, 10px) scale(2)');
    fireEvent.pointerMove(element, { pointerId: 1, clientX: -200, clientY: 65 });
    expect(transform()).toBe('translate(-100px, 10px) scale(2)');
    fireEvent.pointerCancel(element, { pointerId: 1 });
    fireEvent.pointerMove(element, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(transform()).toBe('translate(-100px, 10px) scale(2)');
  });

  it('centres a spot of the zoomed picture as far as the overhang allows', () => {
    render(<Frames />);
    act(() => zoom.zoomIn());
    act(() => zoom.zoomIn());
    act(() => zoom.zoomIn());
    act(() => zoom.zoomIn()); // 244 %
    const scale = zoom.scale;
    // The picture is 100 × 50 on its own, so 244 × 122 as shown.
    act(() => zoom.centreOn({ x: 0.75, y: 0.5 }, { width: 100 * scale, height: 50 * scale }));
    expect(zoom.offset.x).toBeCloseTo(-0.25 * 100 * scale);
    expect(zoom.offset.y).toBeCloseTo(0);
    act(() => zoom.centreOn({ x: 0, y: 1 }, { width: 100 * scale, height: 50 * scale }));
    expect(zoom.offset.x).toBeCloseTo((100 * (scale - 1)) / 2);
    expect(zoom.offset.y).toBeCloseTo((-50 * (scale - 1)) / 2);
  });
});
