// A delivered version's proof with its pins (proofing): the viewer with a 'Comentar' toggle on its
// toolbar, the pins of the page on screen drawn over it, and the version's threads beside it (below
// on a phone) by number. A list entry's '#N' shows its pin on the proof (its page, panned
// into view) and focuses the marker; a marker brings focus back to its entry, whose thread is
// right there (reply, resolve, reopen). Used by the client's art page and the panel's.
import { useCallback, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { errorMessage } from '../../lib/error-message';
import { type ProofPin, useAddPin, usePins } from './proof-comments-api';
import { ProofPinLayer, type PinSpot } from './proof-pin-layer';
import { ProofPinThreads } from './proof-pin-threads';
import { ProofViewer } from './proof-viewer';
import type { PreviewSummary } from './use-file-preview';

export function ProofReview({
  artId,
  version,
  fileId,
  summary,
  fileName,
  downloadUrl,
  headingLevel = 3,
}: {
  artId: string;
  version: number;
  fileId: string;
  summary?: PreviewSummary;
  fileName: string;
  downloadUrl?: string;
  /** The level of the list's heading in the page's outline. */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const pins = usePins(artId, version);
  const addPin = useAddPin(artId);
  const [commenting, setCommenting] = useState(false);
  const [activePinId, setActivePinId] = useState<string | null>(null);
  const [focusSpot, setFocusSpot] = useState<{ page: number; x: number; y: number } | null>(null);
  const [focusPinId, setFocusPinId] = useState<string | null>(null);
  const [formContainer, setFormContainer] = useState<HTMLDivElement | null>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const onFocused = useCallback(() => setFocusPinId(null), []);
  const toggle = useRef<HTMLButtonElement>(null);

  const all = pins.data?.pins ?? [];
  const listId = `proof-pins-${fileId}`;

  const showOnProof = (pin: ProofPin) => {
    setActivePinId(pin.id);
    setFocusSpot({ page: pin.page, x: pin.x, y: pin.y });
    setFocusPinId(pin.id);
  };
  const backToEntry = (id: string) => {
    setActivePinId(id);
    list?.querySelector<HTMLElement>(`[data-pin-entry="${CSS.escape(id)}"]`)?.focus();
  };
  const save = (page: number, spot: PinSpot & { text: string }) =>
    addPin.mutateAsync({ version, page, ...spot }).then((answer) => {
      setCommenting(false);
      // The keyboard lands on the new pin's marker once it is drawn.
      setActivePinId(answer.id);
      setFocusPinId(answer.id);
      return answer;
    });

  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <ProofViewer
          key={fileId}
          fileId={fileId}
          summary={summary}
          versionLabel={`v${version}`}
          fileName={fileName}
          downloadUrl={downloadUrl}
          focusSpot={focusSpot}
          toolbar={
            <Button
              ref={toggle}
              variant={commenting ? 'primary' : 'outline-primary'}
              aria-pressed={commenting}
              onClick={() => {
                addPin.reset();
                setCommenting((value) => !value);
              }}
            >
              Comentar
            </Button>
          }
          overlay={(page) => (
            <ProofPinLayer
              key={page}
              pins={all.filter((pin) => pin.page === page)}
              commenting={commenting}
              activePinId={activePinId}
              onSelectPin={backToEntry}
              onSubmit={(spot) => save(page, spot)}
              onLeave={() => {
                setCommenting(false);
                toggle.current?.focus();
              }}
              saving={addPin.isPending}
              error={addPin.isError ? errorMessage(addPin.error) : null}
              focusPinId={focusPinId}
              onFocused={onFocused}
              formContainer={formContainer}
            />
          )}
        />
        {commenting && (
          <p className="small text-body-secondary mt-1 mb-0">
            Toque ou clique num ponto da prova (arraste para marcar uma área), ou use as setas e
            Enter.
          </p>
        )}
        <div ref={setFormContainer} />
      </div>
      <div className="col-lg-4" ref={setList} id={listId}>
        <Heading className="h6">Comentários da v{version}</Heading>
        <ProofPinThreads
          artId={artId}
          version={version}
          activePinId={activePinId}
          onFocusPin={showOnProof}
        />
      </div>
    </div>
  );
}
