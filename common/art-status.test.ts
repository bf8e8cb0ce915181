import { describe, expect, it } from 'vitest';
import {
  ART_TRANSITIONS,
  OPEN_ART_STATUSES,
  artStatusLabel,
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
    // A corrected version may replace the one awaiting approval; a new one over an approved art
    // voids the approval and waits for the client's again.
    expect(allowed('deliver')).toEqual(['Em andamento', 'Finalizado', 'Aprovado']);
    expect(allowed('withdraw')).toEqual(['Finalizado']);
    expect(ART_TRANSITIONS.withdraw.to).toBe('Em andamento');
    expect(allowed('approve')).toEqual(['Finalizado']);
    expect(allowed('requestChange')).toEqual(['Finalizado', 'Aprovado']);
  });

  it('counts as open exactly the statuses the studio moves on from while the client cannot act', () => {
    const studioMoves = [...ART_TRANSITIONS.start.from, ...ART_TRANSITIONS.deliver.from];
    const clientMoves = [...ART_TRANSITIONS.approve.from, ...ART_TRANSITIONS.requestChange.from];
    expect(ART_STATUSES.filter(isOpenArtStatus)).toEqual(
      ART_STATUSES.filter(
        (status) => studioMoves.includes(status) && !clientMoves.includes(status),
      ),
    );
    expect([...OPEN_ART_STATUSES].sort()).toEqual(['Alteração', 'Em andamento', 'Solicitado']);
  });

  it('names Finalizado as what it is: waiting for the client', () => {
    expect(artStatusLabel('Finalizado', 'client')).toBe('Aguardando sua aprovação');
    expect(artStatusLabel('Finalizado', 'studio')).toBe('Aguardando aprovação');
    for (const status of ART_STATUSES.filter((status) => status !== 'Finalizado')) {
      expect(artStatusLabel(status, 'client')).toBe(status);
      expect(artStatusLabel(status, 'studio')).toBe(status);
    }
  });

  it('explains a refused move in pt-BR, naming the statuses as the one who moves reads them', () => {
    expect(illegalActionMessage('approve', 'Solicitado')).toBe(
      'Não é possível aprovar uma arte com status Solicitado. Só é possível quando o status é Aguardando sua aprovação.',
    );
    expect(illegalActionMessage('start', 'Finalizado')).toBe(
      'Não é possível iniciar uma arte com status Aguardando aprovação. Só é possível quando o status é Solicitado ou Alteração.',
    );
    expect(illegalActionMessage('withdraw', 'Aprovado')).toBe(
      'Não é possível retirar a versão de uma arte com status Aprovado. Só é possível quando o status é Aguardando aprovação.',
    );
  });
});
