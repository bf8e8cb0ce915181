import { describe, expect, it } from 'vitest';
import { canTakeAction, illegalActionMessage } from './art-status';
import { ART_STATUSES } from './constants';

describe('art status machine', () => {
  it('allows exactly the moves of the art status machine (docs/design.md)', () => {
    const allowed = (action: Parameters<typeof canTakeAction>[0]) =>
      ART_STATUSES.filter((status) => canTakeAction(action, status));
    expect(allowed('start')).toEqual(['Solicitado', 'Alteração']);
    expect(allowed('deliver')).toEqual(['Em andamento']);
    expect(allowed('approve')).toEqual(['Finalizado']);
    expect(allowed('requestChange')).toEqual(['Finalizado', 'Aprovado']);
  });

  it('explains a refused move in pt-BR', () => {
    expect(illegalActionMessage('approve', 'Solicitado')).toBe(
      'Não é possível aprovar uma arte com status Solicitado. Só é possível quando o status é Finalizado.',
    );
  });
});
