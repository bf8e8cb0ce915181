// The zoom's controls and its picture frame, one for the proof viewer and one for 'Comparar
// versões' (src/domain/proof, src/domain/compare), both driven by src/lib/use-zoom-pan.ts: the
// −, percentage and + buttons with the percentage said aloud, and the focusable frame that takes
// the keys, the wheel, drags and pinches.
import type { ReactNode } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import type { ZoomPan } from '../lib/use-zoom-pan';
import './zoom-controls.css';

/** −, the percentage (back to the original size) and +; then the zoom announced politely. */
export function ZoomControls({ zoom, label }: { zoom: ZoomPan; label: string }) {
  const percent = Math.round(zoom.scale * 100);
  return (
    <>
      <ButtonGroup aria-label={label}>
        <ZoomStep zoom={zoom} direction="out" />
        {/* The visible percentage is part of the name (WCAG 2.5.3). */}
        <Button
          variant="outline-secondary"
          onClick={zoom.reset}
          aria-label={`${percent}%: voltar ao tamanho original`}
        >
          {percent}%
        </Button>
        <ZoomStep zoom={zoom} direction="in" />
      </ButtonGroup>
      <span className="visually-hidden" aria-live="polite">
        Zoom {percent}%
      </span>
    </>
  );
}

function ZoomStep({ zoom, direction }: { zoom: ZoomPan; direction: 'in' | 'out' }) {
  const zoomIn = direction === 'in';
  return (
    <Button
      variant="outline-secondary"
      onClick={zoomIn ? zoom.zoomIn : zoom.zoomOut}
      disabled={zoomIn ? !zoom.canZoomIn : !zoom.canZoomOut}
      aria-label={zoomIn ? 'Ampliar' : 'Reduzir'}
    >
      {zoomIn ? '+' : '−'}
    </Button>
  );
}

/**
 * The focusable frame around the zoomed picture (a region named by `label`, which says what it
 * shows and how to move it). Its pictures take `zoom.transform`; a wrapper zoomed as one picture
 * takes the class `zoom-frame-content`.
 */
export function ZoomFrame(props: {
  zoom: ZoomPan;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`zoom-frame ${props.className}`}
      role="region"
      aria-label={props.label}
      tabIndex={0}
      data-scale={props.zoom.scale}
      {...props.zoom.frameProps}
    >
      {props.children}
    </div>
  );
}
