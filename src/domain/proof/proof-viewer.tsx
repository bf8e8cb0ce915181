// The proof viewer: a stored file's preview pages as images, one page at a time, with zoom and
// pan — pinch and drag on touch, the wheel and the +/− buttons on a desktop, and the keyboard
// (+, −, 0, arrows) on the focusable picture. Plain pointer events and a CSS transform: no
// library. While the server makes the preview it says so (and polls); a file that cannot be
// shown says so and points to the download; an admin also reads why.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Alert, Button, ButtonGroup, Form } from 'react-bootstrap';
import { errorMessage } from '../../lib/error-message';
import { useFilePreview, type PreviewSummary } from './use-file-preview';
import './proof.css';

export const MIN_SCALE = 1;
export const MAX_SCALE = 6;
const STEP = 1.25;
/** Arrow keys move the zoomed page by this many CSS pixels. */
const PAN_STEP = 40;

export const PREVIEW_PENDING_TEXT = 'Gerando pré-visualização…';
export const PREVIEW_UNAVAILABLE_TEXT = 'Pré-visualização indisponível — baixe o arquivo';

export interface ProofViewerProps {
  fileId: string;
  /** The summary when the page already has it (art detail); else the viewer asks for it. */
  summary?: PreviewSummary;
  /** A delivered version's label ('v2'): alt 'Pré-visualização da versão v2, página 1'. */
  versionLabel?: string;
  /** Otherwise the file's name: alt 'Pré-visualização de foto.jpg, página 1'. */
  fileName: string;
  /** The original, for the 'baixe o arquivo' link when there is no preview. */
  downloadUrl?: string;
  /**
   * Drawn over the page on screen in the image's own box, with the image's zoom and pan (the
   * proof pins, src/domain/proof/proof-pin-layer.tsx), so what it places stays put.
   */
  overlay?: (page: number) => ReactNode;
  /** More controls on the viewer's toolbar (the pins' 'Comentar' toggle). */
  toolbar?: ReactNode;
  /**
   * A spot to bring into view (a pin chosen in the list): its page is shown and, when zoomed in,
   * the page is panned so the spot is centred. A new object each time asks again.
   */
  focusSpot?: { page: number; x: number; y: number } | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function ProofViewer(props: ProofViewerProps) {
  const preview = useFilePreview(props.fileId, props.summary);
  const summary = preview.data;
  if (!summary && preview.isError)
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(preview.error)}
      </Alert>
    );
  if (!summary || summary.status === 'pending')
    return (
      <p role="status" className="text-body-secondary">
        {PREVIEW_PENDING_TEXT}
      </p>
    );
  if (summary.status !== 'ready' || summary.pages.length === 0)
    return (
      <Alert variant="secondary" className="mb-0">
        {props.downloadUrl ? (
          <a href={props.downloadUrl} download={props.fileName}>
            {PREVIEW_UNAVAILABLE_TEXT}
          </a>
        ) : (
          PREVIEW_UNAVAILABLE_TEXT
        )}
        {summary.error && (
          // Only admins receive the reason (the server sends none to a client).
          <span className="d-block small mt-1">
            {summary.status === 'failed' ? 'Falha ao gerar: ' : 'Motivo: '}
            {summary.error}
          </span>
        )}
      </Alert>
    );
  return <PagedProof {...props} pages={summary.pages} sourcePages={summary.sourcePages} />;
}

function PagedProof(
  props: ProofViewerProps & {
    pages: PreviewSummary['pages'];
    sourcePages: number | null;
  },
) {
  const [pageIndex, setPageIndex] = useState(0);
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const viewport = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const page = props.pages[pageIndex] ?? props.pages[0]!;
  const { focusSpot } = props;
  const subject = props.versionLabel ? `da versão ${props.versionLabel}` : `de ${props.fileName}`;
  const alt = `Pré-visualização ${subject}, página ${page.page}`;
  const transform = `translate(${offset.x}px, ${offset.y}px) scale(${scale})`;

  const zoomTo = useCallback((next: number) => {
    const value = clamp(next, MIN_SCALE, MAX_SCALE);
    setScale(value);
    if (value === MIN_SCALE) setOffset({ x: 0, y: 0 });
  }, []);
  const reset = () => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  };
  const pan = (dx: number, dy: number) => {
    const box = viewport.current?.getBoundingClientRect();
    // Never further than the zoomed picture's overhang: the page stays in view.
    const limitX = ((box?.width ?? 0) * (scale - 1)) / 2 || Infinity;
    const limitY = ((box?.height ?? 0) * (scale - 1)) / 2 || Infinity;
    setOffset((current) => ({
      x: clamp(current.x + dx, -limitX, limitX),
      y: clamp(current.y + dy, -limitY, limitY),
    }));
  };

  // The wheel zooms (a passive React listener could not keep the page from scrolling).
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setScale((current) => {
        const next = clamp(
          event.deltaY < 0 ? current * STEP : current / STEP,
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

  const showPage = (index: number) => {
    setPageIndex(clamp(index, 0, props.pages.length - 1));
    reset();
  };

  // A pin chosen in the list: its page at once (state adjusted while rendering, as React
  // advises for a changed prop), then, zoomed in on that page, the pan that centres it.
  const [seenSpot, setSeenSpot] = useState(focusSpot);
  if (focusSpot !== seenSpot) {
    setSeenSpot(focusSpot);
    const index = focusSpot ? props.pages.findIndex((p) => p.page === focusSpot.page) : -1;
    if (index >= 0 && index !== pageIndex) {
      setPageIndex(index);
      setScale(1);
      setOffset({ x: 0, y: 0 });
    }
  }
  useEffect(() => {
    const box = viewport.current?.querySelector('img')?.getBoundingClientRect();
    if (!focusSpot || scale <= 1 || !box) return;
    // The box measured is the zoomed one: back to the page's own size, then centre the spot.
    const width = box.width / scale;
    const height = box.height / scale;
    const limitX = (width * (scale - 1)) / 2;
    const limitY = (height * (scale - 1)) / 2;
    setOffset({
      x: clamp(-(focusSpot.x - 0.5) * width * scale, -limitX, limitX),
      y: clamp(-(focusSpot.y - 0.5) * height * scale, -limitY, limitY),
    });
    // Only a new request moves the page; zooming or panning afterwards is the reviewer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusSpot]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    if (event.key === '+' || event.key === '=') zoomTo(scale * STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(scale / STEP);
    else if (event.key === '0') reset();
    else if (moves[event.key] && scale > 1) pan(...moves[event.key]!);
    else return;
    event.preventDefault();
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2 && pinch.current && pinch.current.distance > 0) {
      zoomTo((pinch.current.scale * distance()) / pinch.current.distance);
    } else if (pointers.current.size === 1 && scale > 1) {
      pan(event.clientX - last.x, event.clientY - last.y);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const percent = Math.round(scale * 100);
  return (
    <div className="proof-viewer">
      <div className="proof-toolbar d-flex flex-wrap align-items-center gap-2 mb-2">
        <ButtonGroup aria-label="Zoom">
          <Button
            variant="outline-secondary"
            onClick={() => zoomTo(scale / STEP)}
            disabled={scale <= MIN_SCALE}
            aria-label="Reduzir"
          >
            −
          </Button>
          {/* The visible percentage is part of the name (WCAG 2.5.3). */}
          <Button
            variant="outline-secondary"
            onClick={reset}
            aria-label={`${percent}%: voltar ao tamanho original`}
          >
            {percent}%
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => zoomTo(scale * STEP)}
            disabled={scale >= MAX_SCALE}
            aria-label="Ampliar"
          >
            +
          </Button>
        </ButtonGroup>
        {props.toolbar}
        {props.pages.length > 1 && (
          <div className="d-flex align-items-center gap-2">
            <Button
              variant="outline-secondary"
              onClick={() => showPage(pageIndex - 1)}
              disabled={pageIndex === 0}
              aria-label="Página anterior"
            >
              ‹
            </Button>
            <Form.Label htmlFor={`proof-page-${props.fileId}`} className="mb-0">
              Página
            </Form.Label>
            <Form.Select
              id={`proof-page-${props.fileId}`}
              value={pageIndex}
              onChange={(event) => showPage(Number(event.target.value))}
              style={{ width: 'auto' }}
            >
              {props.pages.map((item, index) => (
                <option key={item.page} value={index}>
                  {item.page} de {props.pages.length}
                </option>
              ))}
            </Form.Select>
            <Button
              variant="outline-secondary"
              onClick={() => showPage(pageIndex + 1)}
              disabled={pageIndex === props.pages.length - 1}
              aria-label="Próxima página"
            >
              ›
            </Button>
          </div>
        )}
        <span className="visually-hidden" aria-live="polite">
          Zoom {percent}%
        </span>
      </div>
      <div
        ref={viewport}
        className="proof-viewport"
        role="region"
        aria-label={`${alt}. Use + e − para ampliar ou reduzir, 0 para voltar ao tamanho original e as setas para mover a página ampliada.`}
        tabIndex={0}
        data-scale={scale}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div className="proof-stage">
          <img
            key={page.url}
            src={page.url}
            alt={alt}
            width={page.width}
            height={page.height}
            draggable={false}
            style={{ transform }}
          />
          {props.overlay && (
            <div
              className="proof-overlay"
              // Pin markers keep their on-screen size at every zoom (proof.css).
              style={{ transform, ['--proof-pin-scale' as string]: 1 / scale }}
            >
              {props.overlay(page.page)}
            </div>
          )}
        </div>
      </div>
      {props.sourcePages !== null && props.sourcePages > props.pages.length && (
        <p className="small text-body-secondary mt-1 mb-0">
          Mostrando as primeiras {props.pages.length} de {props.sourcePages} páginas; baixe o
          arquivo para ver todas.
        </p>
      )}
    </div>
  );
}
