import { describe, expect, it } from 'vitest';
import { listQuery } from './list-query';

describe('listQuery', () => {
  it('gives the typed client only what differs from the defaults', () => {
    expect(listQuery({ search: '  ', page: 1, status: 'active' })).toEqual({});
    expect(listQuery({ search: ' caixa ', page: 3, status: 'deactivated' })).toEqual({
      search: 'caixa',
      page: 3,
      status: 'deactivated',
    });
  });

  it("carries the queue's piece type only when one is chosen", () => {
    expect(listQuery({ search: '', page: 1, pieceType: null })).toEqual({});
    expect(listQuery({ search: '', page: 1, pieceType: 'caixa' })).toEqual({ pieceType: 'caixa' });
  });
});
