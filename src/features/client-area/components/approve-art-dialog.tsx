// 'Aprovar arte' with proof (docs/product/approval.md): the pins still open on the version first
// ('2 pontos ainda abertos', and a deliberate box to approve anyway), the checklist built from the
// brief, the sentence the client signs, and their password again. The server checks all of it
// again and records it; a refusal keeps the dialog open with the server's message. What the
// approval costs (the contract's fee, which releases the open files) is said here too.
import { useMemo } from 'react';
import { Alert, Modal } from 'react-bootstrap';
import { z } from 'zod';
import {
  APPROVAL_MEANINGS,
  openPinsLabel,
  type ApprovalCheckItem,
  type ApprovalCheckKey,
} from '../../../../common/approval';
import {
  APPROVAL_MEANING_MISSING_MESSAGE,
  APPROVAL_PASSWORD_MISSING_MESSAGE,
} from '../../../../common/api-types';
import type { Service } from '../../../../common/brief-labels';
import { AppModal } from '../../../components/app-modal';
import { DialogActions } from '../../../components/dialog-actions';
import { FormCheckField, FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { payment } from '../../../content/payment';
import { keepFocusInPage } from '../../../lib/focus';
import { useApproveArt } from '../api/approve-art';

export interface ApprovingArt {
  id: string;
  name: string;
  /** The version the client looked at and approves; null for an art without any (imported). */
  version: number | null;
  /** What the client confirms, from the brief (the art's page has it). */
  checklist: ApprovalCheckItem[];
  /** The pins still open on that version. */
  openPins: { number: number; text: string }[];
  /** Approved from the 3D mockup: the record and the termo say it was shown. */
  mockupShown?: boolean;
  /** The art's service: the sentence the client signs is its own (APPROVAL_MEANINGS). */
  service: Service;
}

const CHECK_MISSING = 'Confira este item antes de aprovar.';
const PINS_MISSING = 'Marque para aprovar mesmo com pontos abertos, ou peça a alteração.';

/** The dialog's form: every check ticked, the sentence, the password; the pins' box when any. */
function approvalFormSchema(art: ApprovingArt) {
  return z.object({
    checks: z.object(
      Object.fromEntries(art.checklist.map((item) => [item.key, z.literal(true, CHECK_MISSING)])),
    ),
    acknowledgeOpenPins:
      art.openPins.length > 0 ? z.literal(true, PINS_MISSING) : z.boolean().optional(),
    meaningAccepted: z.literal(true, APPROVAL_MEANING_MISSING_MESSAGE),
    password: z.string().min(1, APPROVAL_PASSWORD_MISSING_MESSAGE),
  });
}

export interface ApproveArtDialogProps {
  /** The art to approve; null while the dialog is closed. */
  art: ApprovingArt | null;
  onCancel: () => void;
  onApproved: (art: ApprovingArt) => void;
}

export function ApproveArtDialog({ art, onCancel, onApproved }: ApproveArtDialogProps) {
  const approve = useApproveArt();
  const cancel = () => {
    approve.reset();
    onCancel();
  };
  return (
    <AppModal
      show={art !== null}
      onHide={() => !approve.isPending && cancel()}
      onExited={keepFocusInPage}
      title="Aprovar arte"
      pending={approve.isPending}
    >
      {art && (
        <ApprovalForm art={art} approve={approve} onCancel={cancel} onApproved={onApproved} />
      )}
    </AppModal>
  );
}

function ApprovalForm({
  art,
  approve,
  onCancel,
  onApproved,
}: {
  art: ApprovingArt;
  approve: ReturnType<typeof useApproveArt>;
  onCancel: () => void;
  onApproved: (art: ApprovingArt) => void;
}) {
  const schema = useMemo(() => approvalFormSchema(art), [art]);
  const form = useZodForm(schema, { password: '' });
  const pending = approve.isPending;

  const submit = form.handleSubmit((input) => {
    if (pending) return;
    approve.mutate(
      {
        id: art.id,
        body: {
          version: art.version,
          password: input.password,
          checklist: Object.keys(input.checks) as ApprovalCheckKey[],
          meaningAccepted: true,
          acknowledgeOpenPins: input.acknowledgeOpenPins === true,
          ...(art.mockupShown && { mockupShown: true }),
        },
      },
      { onSuccess: () => onApproved(art) },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Modal.Body>
        {approve.isError && (
          <Alert variant="danger" role="alert">
            {approve.error.message}
          </Alert>
        )}
        <p>
          Você está aprovando {art.version ? `a v${art.version} da arte` : 'a arte'} “{art.name}”.
        </p>
        {art.openPins.length > 0 && (
          <Alert variant="warning">
            <p className="fw-semibold mb-1">{openPinsLabel(art.openPins.length)}</p>
            <ul className="mb-2">
              {art.openPins.map((pin) => (
                <li key={pin.number} className="text-break">
                  #{pin.number}: {pin.text}
                </li>
              ))}
            </ul>
            <FormCheckField
              form={form}
              name="acknowledgeOpenPins"
              id="approve-open-pins"
              label="Aprovo mesmo assim, com esses pontos abertos."
              disabled={pending}
            />
          </Alert>
        )}
        <fieldset className="mb-3">
          <legend className="h6">Conferi na prova</legend>
          {art.checklist.map((item) => (
            <FormCheckField
              key={item.key}
              form={form}
              name={`checks.${item.key}`}
              id={`approve-check-${item.key}`}
              label={item.label}
              disabled={pending}
            />
          ))}
        </fieldset>
        <FormCheckField
          form={form}
          name="meaningAccepted"
          id="approve-meaning"
          label={APPROVAL_MEANINGS[art.service]}
          groupClassName="mb-3 fw-semibold"
          disabled={pending}
        />
        <FormField
          form={form}
          name="password"
          id="approve-password"
          label="Sua senha"
          hint="Para confirmar que é você quem aprova."
          type="password"
          autoComplete="current-password"
          disabled={pending}
        />
        <p className="small mb-0">{payment.approval}</p>
      </Modal.Body>
      <DialogActions
        actionLabel="Aprovar"
        variant="success"
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
