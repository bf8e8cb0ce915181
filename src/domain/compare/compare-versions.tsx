// 'Comparar versões': a button in an art's 'Versões' section (two versions or more)
// that opens a region where the reviewer picks two versions (the last two by default), a page
// (when a version has several) and a mode — 'Lado a lado' (both pages, one zoom and pan for the
// two), 'Sobrepor' (the newer over the older, its opacity on a slider) or 'Diferenças' (the
// server's difference image and 'N % da área mudou', asked for again while it is being made).
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { ZoomControls, ZoomFrame } from '../../components/zoom-controls';
import { errorMessage } from '../../lib/error-message';
import { useZoomPan, type ZoomPan } from '../../lib/use-zoom-pan';
import { useFilePreview, type PreviewSummary } from '../proof/use-file-preview';
import { useCompare } from './use-compare';
import {
  COMPARE_MODES,
  COMPARE_PENDING_TEXT,
  PAGE_PENDING_TEXT,
  changedAreaText,
  type CompareMode,
} from './compare-text';
import './compare.css';

export interface ComparableVersion {
  version: number;
  fileId: string;
}

export interface CompareVersionsProps {
  artId: string;
  /** The art's delivered versions (any order). */
  versions: ComparableVersion[];
  /** The art detail's previews by file id (no request while they are known). */
  previews: Record<string, PreviewSummary>;
}

export function CompareVersions(props: CompareVersionsProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (props.versions.length < 2) return null;
  return (
    <div className="compare-versions mt-3">
      <Button
        variant="outline-primary"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Fechar comparação' : 'Comparar versões'}
      </Button>
      {open && <ComparePanel {...props} id={regionId} />}
    </div>
  );
}

function ComparePanel(props: CompareVersionsProps & { id: string }) {
  const sorted = [...props.versions].sort((a, b) => b.version - a.version);
  const [to, setTo] = useState(sorted[0]!.version);
  const [from, setFrom] = useState(sorted[1]!.version);
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<CompareMode>('Lado a lado');
  const ids = useId();
  const headingId = `${ids}-heading`;

  const fromVersion = sorted.find((v) => v.version === from) ?? sorted[1]!;
  const toVersion = sorted.find((v) => v.version === to) ?? sorted[0]!;
  const fromPreview = useFilePreview(fromVersion.fileId, props.previews[fromVersion.fileId]);
  const toPreview = useFilePreview(toVersion.fileId, props.previews[toVersion.fileId]);
  const pageCount = Math.max(
    fromPreview.data?.pages.length ?? 0,
    toPreview.data?.pages.length ?? 0,
    1,
  );
  const shownPage = Math.min(page, pageCount);

  const pick = (which: 'from' | 'to', value: number) => {
    if (which === 'from') {
      if (value === to) setTo(from); // choosing the other side's version swaps them
      setFrom(value);
    } else {
      if (value === from) setFrom(to);
      setTo(value);
    }
  };

  const versionSelect = (which: 'from' | 'to', label: string) => (
    <Form.Group controlId={`${ids}-${which}`}>
      <Form.Label className="mb-1">{label}</Form.Label>
      <Form.Select
        value={which === 'from' ? from : to}
        onChange={(event) => pick(which, Number(event.target.value))}
      >
        {sorted.map((v) => (
          <option key={v.fileId} value={v.version}>
            v{v.version}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );

  const sides = [
    { version: fromVersion, preview: fromPreview.data },
    { version: toVersion, preview: toPreview.data },
  ] as const;

  return (
    <section
      id={props.id}
      className="compare-panel border rounded p-3 mt-2"
      aria-labelledby={headingId}
    >
      <h3 className="h5" id={headingId}>
        Comparar versões
      </h3>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        {versionSelect('from', 'Versão anterior')}
        {versionSelect('to', 'Versão nova')}
        {pageCount > 1 && (
          <Form.Group controlId={`${ids}-page`}>
            <Form.Label className="mb-1">Página</Form.Label>
            <Form.Select
              value={shownPage}
              onChange={(event) => setPage(Number(event.target.value))}
            >
              {Array.from({ length: pageCount }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1} de {pageCount}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </div>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold mb-1">Modo</legend>
        <div className="d-flex flex-wrap gap-3">
          {COMPARE_MODES.map((item) => (
            <Form.Check
              key={item}
              type="radio"
              id={`${ids}-mode-${item}`}
              name={`${ids}-mode`}
              label={item}
              value={item}
              checked={mode === item}
              onChange={() => setMode(item)}
              className="compare-mode"
            />
          ))}
        </div>
      </fieldset>
      {mode === 'Lado a lado' && <SideBySide sides={sides} page={shownPage} />}
      {mode === 'Sobrepor' && <Overlay sides={sides} page={shownPage} />}
      {mode === 'Diferenças' && (
        <Differences artId={props.artId} from={from} to={to} page={shownPage} />
      )}
    </section>
  );
}

type Side = { version: ComparableVersion; preview: PreviewSummary | undefined };

const altOf = (version: number, page: number) => `Versão v${version}, página ${page}`;

/** The page's image of one version, or why there is none. */
function pageOf(side: Side, page: number) {
  const preview = side.preview;
  if (!preview || preview.status === 'pending') return { text: PAGE_PENDING_TEXT, pending: true };
  if (preview.status !== 'ready')
    return { text: `A versão v${side.version.version} não tem pré-visualização.`, pending: false };
  const found = preview.pages.find((item) => item.page === page);
  if (!found)
    return {
      text: `A versão v${side.version.version} não tem a página ${page}.`,
      pending: false,
    };
  return { image: found };
}

function ZoomButtons({ zoom }: { zoom: ZoomPan }) {
  return (
    <div className="d-flex align-items-center gap-2 mb-2 compare-toolbar">
      <ZoomControls zoom={zoom} label="Zoom das duas versões" />
    </div>
  );
}

/** A picture frame driven by the shared zoom. */
function CompareFrame(props: { zoom: ZoomPan; label: string; children: ReactNode }) {
  return (
    <ZoomFrame
      zoom={props.zoom}
      className="compare-frame"
      label={`${props.label}. Use + e − para ampliar ou reduzir, 0 para voltar ao tamanho original e as setas para mover.`}
    >
      {props.children}
    </ZoomFrame>
  );
}

function SideBySide({ sides, page }: { sides: readonly [Side, Side]; page: number }) {
  const zoom = useZoomPan();
  return (
    <div>
      <ZoomButtons zoom={zoom} />
      <div className="compare-side-by-side">
        {sides.map((side) => {
          const shown = pageOf(side, page);
          const alt = altOf(side.version.version, page);
          return (
            <figure key={side.version.fileId} className="mb-0">
              <figcaption className="small fw-semibold mb-1">v{side.version.version}</figcaption>
              {shown.image ? (
                <CompareFrame zoom={zoom} label={alt}>
                  <img
                    src={shown.image.url}
                    alt={alt}
                    width={shown.image.width}
                    height={shown.image.height}
                    draggable={false}
                    style={{ transform: zoom.transform }}
                  />
                </CompareFrame>
              ) : (
                <p className="text-body-secondary" role={shown.pending ? 'status' : undefined}>
                  {shown.text}
                </p>
              )}
            </figure>
          );
        })}
      </div>
    </div>
  );
}

function Overlay({ sides, page }: { sides: readonly [Side, Side]; page: number }) {
  const [opacity, setOpacity] = useState(50);
  const zoom = useZoomPan();
  const sliderId = useId();
  const [older, newer] = sides;
  const under = pageOf(older, page);
  const over = pageOf(newer, page);
  if (!under.image || !over.image)
    return (
      <p
        className="text-body-secondary"
        role={under.pending || over.pending ? 'status' : undefined}
      >
        {(under.image ? over : under).text}
      </p>
    );
  const label = `v${newer.version.version} sobre v${older.version.version}, página ${page}`;
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <Form.Group controlId={sliderId} className="compare-slider">
          <Form.Label className="mb-0">
            Opacidade da v{newer.version.version}: {opacity} %
          </Form.Label>
          <Form.Range
            min={0}
            max={100}
            step={5}
            value={opacity}
            aria-valuetext={`${opacity} %`}
            onChange={(event) => setOpacity(Number(event.target.value))}
          />
        </Form.Group>
      </div>
      <ZoomButtons zoom={zoom} />
      <CompareFrame zoom={zoom} label={label}>
        <div className="compare-stack zoom-frame-content" style={{ transform: zoom.transform }}>
          <img
            src={under.image.url}
            alt={altOf(older.version.version, page)}
            width={under.image.width}
            height={under.image.height}
            draggable={false}
          />
          <img
            className="compare-over"
            src={over.image.url}
            alt={altOf(newer.version.version, page)}
            draggable={false}
            style={{ opacity: opacity / 100 }}
          />
        </div>
      </CompareFrame>
    </div>
  );
}

function Differences(props: { artId: string; from: number; to: number; page: number }) {
  const zoom = useZoomPan();
  const result = useCompare(props.artId, props, true);
  if (result.isError)
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(result.error)}
      </Alert>
    );
  const data = result.data;
  if (!data || data.status === 'pending')
    return (
      <p role="status" className="text-body-secondary">
        {COMPARE_PENDING_TEXT}
      </p>
    );
  if (data.status === 'unavailable' || !data.imageUrl)
    return (
      <Alert variant="secondary" role="status">
        {data.reason ?? 'Comparação indisponível.'}
      </Alert>
    );
  const alt = `Diferenças entre v${props.from} e v${props.to}, página ${props.page}`;
  return (
    <div>
      <p className="fw-semibold mb-2" role="status">
        {changedAreaText(data.changedPercent ?? 0)}
      </p>
      <p className="small text-body-secondary">
        Em vermelho, o que mudou; o resto mostra a v{props.to} esmaecida.
      </p>
      <ZoomButtons zoom={zoom} />
      <CompareFrame zoom={zoom} label={alt}>
        <img
          src={data.imageUrl}
          alt={alt}
          width={data.width ?? undefined}
          height={data.height ?? undefined}
          draggable={false}
          style={{ transform: zoom.transform }}
        />
      </CompareFrame>
    </div>
  );
}
