// The pins over a proof page (proofing): each pin drawn at its fractions of the page, so
// it stays put at any zoom when the layer shares the image's box; in 'Comentar' mode a click or
// tap drops a pin, a drag draws a rectangle, and the keyboard alone can do it too (arrows move a
// crosshair, Shift moves faster, Enter drops the pin, Escape leaves), then a text box asks for
// the comment (in a portal below the viewer when given one: the layer itself zooms with the page).
// Markers are buttons: a click or Enter selects the pin (its thread in the list). A point's marker
// sits above its spot with its tip on it (under it near the page's top), so the spot stays seen.
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button, Form } from 'react-bootstrap';
import { PROOF_COMMENT_MAX_LENGTH } from '../../../common/constants';
import './proof.css';

export interface LayerPin {
  id: string;
  number: number;
  x: number;
  y: number;
  w: number | null;
  h: number | null;
  state: 'aberto' | 'resolvido';
}

export interface PinSpot {
  x: number;
  y: number;
  w?: number;
  h?: number;
}

const STEP = 0.02;
const FAST_STEP = 0.1;
/** A drag shorter than this (fraction of the page) is a click: a point, not a rectangle. */
const MIN_BOX = 0.01;
/** A point this close to the page's top (fraction) gets its marker under it, not above. */
const TOP_BAND = 0.12;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** A point's marker: a circle over the spot whose tip points at it (proof.css). */
const pointClass = (spot: { y: number; w?: number | null }) =>
  spot.w == null && spot.y < TOP_BAND ? ' proof-pin-below' : '';
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const pct = (value: number) => `${value * 100}%`;

export function ProofPinLayer({
  pins,
  commenting,
  activePinId,
  onSelectPin,
  onSubmit,
  onLeave,
  saving = false,
  error,
  focusPinId,
  onFocused,
  formContainer,
}: {
  pins: LayerPin[];
  commenting: boolean;
  activePinId?: string | null;
  onSelectPin?: (id: string) => void;
  /** Saves the new pin; the text stays in the box when the returned promise rejects. */
  onSubmit: (spot: PinSpot & { text: string }) => void | Promise<unknown>;
  onLeave?: () => void;
  saving?: boolean;
  /** Why the last save failed (pt-BR), shown with the text box. */
  error?: string | null;
  /** A marker to focus once it is drawn (a list entry chose it); onFocused clears the request. */
  focusPinId?: string | null;
  onFocused?: () => void;
  /** Where the text box goes (outside the zoomed page); in place when absent. */
  formContainer?: HTMLElement | null;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState({ x: 0.5, y: 0.5 });
  const [spot, setSpot] = useState<PinSpot | null>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [text, setText] = useState('');

  // Entering 'Comentar' puts the keyboard on the crosshair at once.
  useEffect(() => {
    if (commenting) layer.current?.focus();
  }, [commenting]);

  useEffect(() => {
    if (!focusPinId) return;
    const marker = layer.current?.querySelector<HTMLElement>(
      `[data-pin-marker="${CSS.escape(focusPinId)}"]`,
    );
    if (!marker) return; // Another page's pin: the viewer is switching to it.
    marker.focus();
    onFocused?.();
  }, [focusPinId, pins, onFocused]);

  const fractionOf = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: clamp01(box.width ? (event.clientX - box.left) / box.width : 0.5),
      y: clamp01(box.height ? (event.clientY - box.top) / box.height : 0.5),
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? FAST_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      event.stopPropagation();
      setCursor((c) => ({ x: round(clamp01(c.x + move[0])), y: round(clamp01(c.y + move[1])) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSpot({ ...cursor });
    } else if (event.key === 'Escape') {
      onLeave?.();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!commenting || spot) return;
    event.stopPropagation();
    setStart(fractionOf(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!commenting || !start) return;
    event.stopPropagation();
    const end = fractionOf(event);
    const w = Math.abs(end.x - start.x);
    const h = Math.abs(end.y - start.y);
    setStart(null);
    setSpot(
      w < MIN_BOX && h < MIN_BOX
        ? { x: round(start.x), y: round(start.y) }
        : {
            x: round(Math.min(start.x, end.x)),
            y: round(Math.min(start.y, end.y)),
            w: round(w),
            h: round(h),
          },
    );
  };

  const submit = () => {
    const trimmed = text.trim();
    if (!spot || !trimmed) return;
    Promise.resolve(onSubmit({ ...spot, text: trimmed })).then(
      () => {
        setSpot(null);
        setText('');
      },
      // Kept for another try; the parent shows why it failed.
      () => undefined,
    );
  };

  const form = spot && (
    <Form
      className="proof-pin-form mt-2 d-flex flex-column gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Form.Group controlId="proof-new-pin">
        <Form.Label>Comentário do ponto</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          autoFocus
          maxLength={PROOF_COMMENT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="proof-new-pin-count"
          required
        />
        <Form.Text id="proof-new-pin-count">
          {text.length} de {PROOF_COMMENT_MAX_LENGTH} caracteres
        </Form.Text>
      </Form.Group>
      {error && (
        <p role="alert" className="text-danger small mb-0">
          {error}
        </p>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" className="proof-tap" disabled={saving || !text.trim()}>
          Marcar ponto
        </Button>
        <Button
          variant="outline-secondary"
          className="proof-tap"
          onClick={() => {
            setSpot(null);
            setText('');
          }}
        >
          Cancelar
        </Button>
      </div>
    </Form>
  );

  return (
    <>
      <div
        ref={layer}
        className={`proof-pin-layer${commenting ? ' proof-pin-layer-commenting' : ''}`}
        {...(commenting
          ? {
              role: 'application',
              tabIndex: 0,
              'aria-label':
                'Marcar um ponto: use as setas para mover a mira (Shift para ir mais rápido) e Enter para marcar; Esc para sair.',
              onKeyDown,
              onPointerDown,
              onPointerUp,
            }
          : {})}
      >
        {pins.map((pin) => (
          <button
            key={pin.id}
            type="button"
            className={`proof-pin${pointClass(pin)}${
              pin.state === 'resolvido' ? ' proof-pin-resolved' : ''
            }${pin.id === activePinId ? ' proof-pin-active' : ''}`}
            style={{
              left: pct(pin.x),
              top: pct(pin.y),
              ...(pin.w !== null && pin.h !== null
                ? { width: pct(pin.w), height: pct(pin.h) }
                : {}),
            }}
            aria-label={`Ponto ${pin.number} (${pin.state})`}
            aria-pressed={pin.id === activePinId}
            data-pin-marker={pin.id}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={() => onSelectPin?.(pin.id)}
          >
            {pin.w !== null && pin.h !== null ? (
              <span className="proof-pin-label">{pin.number}</span>
            ) : (
              pin.number
            )}
          </button>
        ))}
        {commenting && !spot && (
          <span
            className="proof-crosshair"
            data-testid="proof-crosshair"
            style={{ left: pct(cursor.x), top: pct(cursor.y) }}
            aria-hidden
          />
        )}
        {spot && (
          <span
            className={`proof-pin proof-pin-new${pointClass(spot)}`}
            style={{
              left: pct(spot.x),
              top: pct(spot.y),
              ...(spot.w !== undefined && spot.h !== undefined
                ? { width: pct(spot.w), height: pct(spot.h) }
                : {}),
            }}
            aria-hidden
          />
        )}
      </div>
      {form &&
        (formContainer ? (
          createPortal(<Isolated>{form}</Isolated>, formContainer)
        ) : (
          <Isolated>{form}</Isolated>
        ))}
    </>
  );
}

/**
 * The text box's keys and presses stay its own: React bubbles them through a portal to the layer
 * and the viewer, where Enter would drop another spot, '0' or '+' would zoom, and a press would
 * capture the pointer (the button's click then lost).
 */
function Isolated({ children }: { children: ReactNode }) {
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <div onKeyDown={stop} onPointerDown={stop} onPointerUp={stop}>
      {children}
    </div>
  );
}
