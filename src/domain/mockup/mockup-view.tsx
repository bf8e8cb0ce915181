// The open 3D mockup (docs/product/mockup-3d.md): the canvas, which turns with a drag, zooms with
// the wheel or a pinch, and takes the keyboard when focused (arrows turn, + and − zoom, 0 resets);
// the same moves as buttons; 'Baixar imagem' (a PNG of what is on screen); and a clear message
// where the browser has no WebGL. Loaded on demand with three.js (mockup-section.tsx).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, ButtonGroup } from 'react-bootstrap';
import { describeMockupShape, type MockupShape } from '../../../common/mockup';
import {
  createMockupScene,
  WebGLUnavailableError,
  type MockupScene,
  type MockupView as View,
} from './mockup-scene';
import { MOCKUP_FIRST_FRAME_MARK, MOCKUP_OPEN_MARK } from './mockup-marks';
import { pngFileName } from './png-file-name';
import './mockup.css';

export const NO_WEBGL_MESSAGE =
  'Seu navegador não conseguiu abrir a visualização 3D. Ative a aceleração de hardware (ou o WebGL) nas configurações do navegador, ou abra esta página em outro navegador ou aparelho. A prova acima mostra a arte normalmente.';

export interface MockupViewProps {
  shape: MockupShape;
  /** The delivered page's preview image, wrapped on the shape. */
  imageUrl: string;
  /** 'v2': in the name, the caption and the PNG's file name. */
  versionLabel: string;
  /** The art's name, for the PNG's file name. */
  artName: string;
  onClose: () => void;
  /**
   * Starts the approval from the mockup (the art page passes it when the version can be
   * approved): shown as a button beside 'Baixar imagem' with `approveLabel`.
   */
  onApprove?: () => void;
  approveLabel?: string;
}

const START: View = { yaw: -0.45, pitch: 0.12, zoom: 1 };
const TURN_STEP = Math.PI / 12; // 15°
const TILT_STEP = Math.PI / 18; // 10°
const MAX_TILT = Math.PI / 3;
const ZOOM = { min: 0.6, max: 3, step: 1.2 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const degrees = (radians: number) => {
  const turned = Math.round((radians * 180) / Math.PI) % 360;
  return turned < 0 ? turned + 360 : turned;
};

export function MockupView(props: MockupViewProps) {
  const { shape, imageUrl } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<MockupScene | null>(null);
  const frame = useRef(0);
  const [view, setView] = useState<View>(START);
  // What the next frame draws: the scene reads it outside React's render.
  const viewRef = useRef(view);
  const [status, setStatus] = useState<'loading' | 'ready' | 'no-webgl' | 'failed'>('loading');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const instructionsId = useId();
  const headingId = useId();

  const requestDraw = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => sceneRef.current?.draw(viewRef.current));
  }, []);

  // Opened by a click or a key: the keys then turn the piece at once.
  useEffect(() => {
    canvasRef.current?.focus();
  }, []);

  // The scene: built once per picture and shape, drawn first at the starting view.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    setStatus('loading');
    createMockupScene(canvas, shape, imageUrl).then(
      (scene) => {
        if (cancelled) {
          scene.dispose();
          return;
        }
        sceneRef.current = scene;
        const fit = () => scene.resize(canvas.clientWidth, canvas.clientHeight);
        fit();
        scene.draw(viewRef.current);
        markFirstFrame();
        setStatus('ready');
        observer = new ResizeObserver(() => {
          fit();
          requestDraw();
        });
        observer.observe(canvas);
      },
      (error: unknown) => {
        if (!cancelled) setStatus(error instanceof WebGLUnavailableError ? 'no-webgl' : 'failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      cancelAnimationFrame(frame.current);
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, [shape, imageUrl, requestDraw]);

  useEffect(() => {
    viewRef.current = view;
    if (status === 'ready') requestDraw();
  }, [view, status, requestDraw]);

  const turn = (by: number) => setView((v) => ({ ...v, yaw: v.yaw + by }));
  const tilt = (by: number) =>
    setView((v) => ({ ...v, pitch: clamp(v.pitch + by, -MAX_TILT, MAX_TILT) }));
  const zoomBy = (factor: number) =>
    setView((v) => ({ ...v, zoom: clamp(v.zoom * factor, ZOOM.min, ZOOM.max) }));

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => turn(-TURN_STEP),
      ArrowRight: () => turn(TURN_STEP),
      ArrowUp: () => tilt(-TILT_STEP),
      ArrowDown: () => tilt(TILT_STEP),
      '+': () => zoomBy(ZOOM.step),
      '=': () => zoomBy(ZOOM.step),
      '-': () => zoomBy(1 / ZOOM.step),
      '0': () => setView(START),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  usePointerMoves(canvasRef, status === 'ready', setView);

  const download = async () => {
    const scene = sceneRef.current;
    if (!scene) return;
    setExporting(true);
    setExportError(null);
    try {
      const blob = await scene.toPng(viewRef.current);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = pngFileName(props.artName, props.versionLabel);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setExportError('Não foi possível gerar a imagem. Tente de novo.');
    } finally {
      setExporting(false);
    }
  };

  const description = describeMockupShape(shape);
  const ready = status === 'ready';
  return (
    <section className="mockup-view card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 className="h5 mb-0 me-auto" id={headingId}>
            Mockup 3D da {props.versionLabel}
          </h3>
          <Button variant="outline-secondary" size="sm" onClick={props.onClose}>
            Fechar mockup
          </Button>
        </div>
        <p className="small text-body-secondary mb-2">{description}.</p>
        {status === 'no-webgl' ? (
          <Alert variant="warning" className="mb-0">
            {NO_WEBGL_MESSAGE}
          </Alert>
        ) : status === 'failed' ? (
          <Alert variant="danger" className="mb-0">
            Não foi possível carregar a imagem da arte para o mockup. Feche e abra de novo.
          </Alert>
        ) : null}
        {/* Kept mounted while loading: the scene draws on it. Hidden when it cannot draw. */}
        <div className="mockup-stage" hidden={status === 'no-webgl' || status === 'failed'}>
          <canvas
            ref={canvasRef}
            className="mockup-canvas"
            tabIndex={0}
            role="img"
            aria-label={`Mockup 3D da ${props.versionLabel}: ${description}`}
            aria-describedby={instructionsId}
            aria-busy={!ready}
            onKeyDown={onKeyDown}
          />
          {status === 'loading' && (
            <p role="status" className="mockup-loading">
              Montando o mockup 3D…
            </p>
          )}
        </div>
        <p id={instructionsId} className="small text-body-secondary mt-2 mb-2">
          Arraste para girar; use a roda do mouse ou dois dedos para aproximar. No teclado, clique
          na imagem (ou chegue a ela com Tab): as setas giram, + e − aproximam e afastam, 0 volta ao
          início.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <ButtonGroup aria-label="Girar e aproximar o mockup">
            <Button
              variant="outline-secondary"
              disabled={!ready}
              onClick={() => turn(-TURN_STEP)}
              aria-label="Girar para a esquerda"
            >
              ⟲
            </Button>
            <Button
              variant="outline-secondary"
              disabled={!ready}
              onClick={() => turn(TURN_STEP)}
              aria-label="Girar para a direita"
            >
              ⟳
            </Button>
            <Button
              variant="outline-secondary"
              disabled={!ready || view.zoom <= ZOOM.min}
              onClick={() => zoomBy(1 / ZOOM.step)}
              aria-label="Afastar"
            >
              −
            </Button>
            <Button
              variant="outline-secondary"
              disabled={!ready || view.zoom >= ZOOM.max}
              onClick={() => zoomBy(ZOOM.step)}
              aria-label="Aproximar"
            >
              +
            </Button>
          </ButtonGroup>
          <Button variant="primary" disabled={!ready || exporting} onClick={() => void download()}>
            {exporting ? 'Gerando imagem…' : 'Baixar imagem'}
          </Button>
          {props.onApprove && (
            <Button variant="success" onClick={props.onApprove}>
              {props.approveLabel ?? 'Aprovar'}
            </Button>
          )}
        </div>
        {exportError && (
          <Alert variant="danger" className="mt-2 mb-0">
            {exportError}
          </Alert>
        )}
        <p className="visually-hidden" aria-live="polite">
          {ready
            ? `Girado ${degrees(view.yaw - START.yaw)} graus, zoom ${Math.round(view.zoom * 100)}%`
            : ''}
        </p>
      </div>
    </section>
  );
}

/** Performance mark of the first drawn frame, measured from the click that opened the mockup. */
function markFirstFrame() {
  try {
    performance.mark(MOCKUP_FIRST_FRAME_MARK);
    if (performance.getEntriesByName(MOCKUP_OPEN_MARK).length > 0)
      performance.measure(MOCKUP_FIRST_FRAME_MARK, MOCKUP_OPEN_MARK, MOCKUP_FIRST_FRAME_MARK);
  } catch {
    // Timing is a measurement aid, never a reason to fail.
  }
}

/**
 * A drag turns and tilts the piece; two fingers pinch to zoom; the wheel zooms. Native listeners:
 * the wheel's must not be passive, so the page does not scroll while zooming.
 */
function usePointerMoves(
  canvasRef: React.RefObject<HTMLCanvasElement | null>,
  active: boolean,
  setView: (update: (view: View) => View) => void,
) {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !active) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let pinch: number | null = null;
    const spread = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
    };
    const down = (event: PointerEvent) => {
      canvas.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      pinch = spread();
    };
    const move = (event: PointerEvent) => {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size >= 2) {
        const now = spread();
        if (pinch && now) {
          const factor = now / pinch;
          setView((v) => ({ ...v, zoom: clamp(v.zoom * factor, ZOOM.min, ZOOM.max) }));
        }
        pinch = now;
        return;
      }
      const dx = event.clientX - last.x;
      const dy = event.clientY - last.y;
      const perPixel = (2 * Math.PI) / Math.max(canvas.clientWidth, 1);
      setView((v) => ({
        ...v,
        yaw: v.yaw + dx * perPixel,
        pitch: clamp(v.pitch + dy * perPixel, -MAX_TILT, MAX_TILT),
      }));
    };
    const up = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      pinch = spread();
    };
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * 0.0015);
      setView((v) => ({ ...v, zoom: clamp(v.zoom * factor, ZOOM.min, ZOOM.max) }));
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
      canvas.removeEventListener('wheel', wheel);
    };
  }, [canvasRef, active, setView]);
}
