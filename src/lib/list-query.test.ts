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
});
