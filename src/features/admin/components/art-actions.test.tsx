// @vitest-environment jsdom
// 'Iniciar' and 'Enviar' are enabled only for the moves the status machine allows; otherwise the
// button is disabled and its reason is written beside it and tied to it as its description.
// While a version awaits the client's approval, 'Enviar' (a corrected version) and 'Retirar vN'
// are open.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { illegalActionMessage } from '../../../../common/art-status';
import { ART_STATUS, ART_STATUSES, type ArtStatus } from '../../../../common/constants';
import { ArtActions } from './art-actions';

function renderActions(status: ArtStatus, currentVersion: number | null = 1) {
  const onStart = vi.fn();
  const onDeliver = vi.fn();
  const onWithdraw = vi.fn();
  render(
    <ArtActions
      status={status}
      starting={false}
      onStart={onStart}
      onDeliver={onDeliver}
      currentVersion={currentVersion}
      onWithdraw={onWithdraw}
    />,
  );
  return {
    start: screen.getByRole('button', { name: 'Iniciar' }),
    send: screen.getByRole('button', { name: 'Enviar' }),
    onStart,
    onDeliver,
    onWithdraw,
  };
}

const startable: ArtStatus[] = [ART_STATUS.requested, ART_STATUS.changeRequested];
// A new version over an approved art voids the approval (docs/product/approval.md).
const deliverable: ArtStatus[] = [ART_STATUS.inProgress, ART_STATUS.finished, ART_STATUS.approved];

describe('ArtActions', () => {
  it.each(ART_STATUSES)('with status %s enables only the legal moves, with hints', (status) => {
    const { start, send } = renderActions(status);

    if (startable.includes(status)) {
      expect(start).toBeEnabled();
      expect(start).not.toHaveAccessibleDescription();
    } else {
      const hint = illegalActionMessage('start', status);
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription(hint);
      expect(screen.getByText(hint)).toBeVisible();
    }

    if (deliverable.includes(status)) {
      expect(send).toBeEnabled();
      expect(send).not.toHaveAccessibleDescription();
    } else {
      const hint = illegalActionMessage('deliver', status);
      expect(send).toBeDisabled();
      expect(send).toHaveAccessibleDescription(hint);
      expect(screen.getByText(hint)).toBeVisible();
    }

    const withdraw = screen.queryByRole('button', { name: 'Retirar a v1' });
    if (status === ART_STATUS.finished) expect(withdraw).toBeEnabled();
    else expect(withdraw).not.toBeInTheDocument();
  });

  it('while a version awaits approval, sends a corrected one or withdraws it', async () => {
    const user = userEvent.setup();
    const { send, onDeliver, onWithdraw } = renderActions(ART_STATUS.finished, 2);
    await user.click(send);
    expect(onDeliver).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Retirar a v2' }));
    expect(onWithdraw).toHaveBeenCalledOnce();
    // Iniciar names the status as the studio reads it.
    expect(
      screen.getByText(
        'Não é possível iniciar uma arte com status Aguardando aprovação. Só é possível quando o status é Solicitado ou Alteração.',
      ),
    ).toBeVisible();
  });

  it('calls the action of an enabled button', async () => {
    const user = userEvent.setup();
    const { start, onStart, onDeliver } = renderActions(ART_STATUS.requested, null);
    await user.click(start);
    expect(onStart).toHaveBeenCalledOnce();
    expect(onDeliver).not.toHaveBeenCalled();
  });

  it('explains why Iniciar is disabled for an art in progress', () => {
    renderActions(ART_STATUS.inProgress);
    expect(
      screen.getByText(
        'Não é possível iniciar uma arte com status Em andamento. Só é possível quando o status é Solicitado ou Alteração.',
      ),
    ).toBeVisible();
  });
});
