// 'Mockup 3D' on the art page (the client's and the panel's; docs/product/mockup-3d.md): a button
// under the proof that opens the version's preview on the shape the brief describes. The 3D code
// (three.js, mockup-view.tsx) is a chunk of its own, fetched when the button is pointed at or
// pressed: the page's first load carries none of it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import {
  mockupShapeOf,
  type MockupBrief,
  type MockupSettings,
  type MockupShape,
} from '../../../common/mockup';
import { useFilePreview, type PreviewSummary } from '../proof/use-file-preview';
import { MOCKUP_OPEN_MARK } from './mockup-marks';

const loadMockupView = () => import('./mockup-view');
const MockupView = lazy(async () => ({ default: (await loadMockupView()).MockupView }));

export interface MockupSectionProps {
  artName: string;
  brief: MockupBrief | null;
  settings: MockupSettings;
  /** The version the proof shows. */
  version: { version: number; fileId: string };
  summary?: PreviewSummary;
  /** The client sees it only when the studio left it on; the studio always does. */
  viewer: 'client' | 'studio';
  /** Starts the approval from the open mockup (see MockupViewProps.onApprove). */
  onApprove?: () => void;
  approveLabel?: string;
}

/** The shape to show, or null when this viewer has no mockup for this art. */
function shownMockupShape(
  brief: MockupBrief | null,
  settings: MockupSettings,
  viewer: 'client' | 'studio',
): MockupShape | null {
  if (viewer === 'client' && !settings.enabled) return null;
  return mockupShapeOf(brief, settings);
}

export function MockupSection(props: MockupSectionProps) {
  const shape = shownMockupShape(props.brief, props.settings, props.viewer);
  const preview = useFilePreview(props.version.fileId, props.summary);
  const [open, setOpen] = useState(false);
  // Closing gives the focus back to the button that opened the mockup.
  const button = useRef<HTMLButtonElement>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed) button.current?.focus();
  }, [closed]);
  if (!shape) return null;
  const page = preview.data?.status === 'ready' ? preview.data.pages[0] : undefined;
  const versionLabel = `v${props.version.version}`;
  if (!page) {
    // Nothing to wrap yet: the proof above says why (being made, or unavailable).
    return null;
  }
  return (
    <div className="mt-3">
      {!open && (
        <Button
          ref={button}
          variant="outline-primary"
          onPointerEnter={() => void loadMockupView()}
          onFocus={() => void loadMockupView()}
          onClick={() => {
            performance.clearMarks(MOCKUP_OPEN_MARK);
            performance.mark(MOCKUP_OPEN_MARK);
            setOpen(true);
            setClosed(false);
          }}
        >
          Mockup 3D
        </Button>
      )}
      {open && (
        <Suspense
          fallback={
            <p role="status" className="text-body-secondary">
              Carregando a visualização 3D…
            </p>
          }
        >
          <MockupView
            shape={shape}
            imageUrl={page.url}
            versionLabel={versionLabel}
            artName={props.artName}
            onClose={() => {
              setOpen(false);
              setClosed(true);
            }}
            onApprove={props.onApprove}
            approveLabel={props.approveLabel}
          />
        </Suspense>
      )}
    </div>
  );
}
