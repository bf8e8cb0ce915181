import { describe, expect, it } from 'vitest';
import {
  ART_TRANSITIONS,
  OPEN_ART_STATUSES,
  canTakeAction,
  illegalActionMessage,
  isOpenArtStatus,
} from './art-status';
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

  it('counts as open exactly the statuses the studio moves on from (start or deliver)', () => {
    const studioMoves = [...ART_TRANSITIONS.start.from, ...ART_TRANSITIONS.deliver.from];
    expect(ART_STATUSES.filter(isOpenArtStatus)).toEqual(
      ART_STATUSES.filter((status) => studioMoves.includes(status)),
    );
    expect([...OPEN_ART_STATUSES].sort()).toEqual(['Alteração', 'Em andamento', 'Solicitado']);
  });

  it('explains a refused move in pt-BR', () => {
    expect(illegalActionMessage('approve', 'Solicitado')).toBe(
      'Não é possível aprovar uma arte com status Solicitado. Só é possível quando o status é Finalizado.',
    );
  });
});
