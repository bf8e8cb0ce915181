// The proof viewer: a stored file's preview pages as images, one page at a time, with zoom and
// pan (src/lib/use-zoom-pan.ts) — pinch and drag on touch, the wheel and the +/− buttons on a
// desktop, and the keyboard (+, −, 0, arrows) on the focusable picture. While the server makes
// the preview it says so (and polls); a file that cannot be shown says so and points to the
// download; an admin also reads why.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { ZoomControls, ZoomFrame } from '../../components/zoom-controls';
import { errorMessage } from '../../lib/error-message';
import { useZoomPan } from '../../lib/use-zoom-pan';
import { useFilePreview, type PreviewSummary } from './use-file-preview';
import './proof.css';

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
  const zoom = useZoomPan();
  const { scale, transform, reset } = zoom;
  const image = useRef<HTMLImageElement>(null);

  const page = props.pages[pageIndex] ?? props.pages[0]!;
  const { focusSpot } = props;
  const subject = props.versionLabel ? `da versão ${props.versionLabel}` : `de ${props.fileName}`;
  const alt = `Pré-visualização ${subject}, página ${page.page}`;

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
      reset();
    }
  }
  useEffect(() => {
    // The box measured is the zoomed one (the hook takes it back to the page's own size).
    const box = image.current?.getBoundingClientRect();
    if (!focusSpot || scale <= 1 || !box) return;
    zoom.centreOn(focusSpot, box);
    // Only a new request moves the page; zooming or panning afterwards is the reviewer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusSpot]);

  return (
    <div className="proof-viewer">
      <div className="proof-toolbar d-flex flex-wrap align-items-center gap-2 mb-2">
        <ZoomControls zoom={zoom} label="Zoom" />
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
      </div>
      <ZoomFrame
        zoom={zoom}
        className="proof-viewport"
        label={`${alt}. Use + e − para ampliar ou reduzir, 0 para voltar ao tamanho original e as setas para mover a página ampliada.`}
      >
        <div className="proof-stage">
          <img
            ref={image}
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
      </ZoomFrame>
      {props.sourcePages !== null && props.sourcePages > props.pages.length && (
        <p className="small text-body-secondary mt-1 mb-0">
          Mostrando as primeiras {props.pages.length} de {props.sourcePages} páginas; baixe o
          arquivo para ver todas.
        </p>
      )}
    </div>
  );
}
