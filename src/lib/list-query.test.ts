import { describe, expect, it } from 'vitest';
import { listQuery, withListQuery } from './list-query';

describe('withListQuery', () => {
  it('leaves the defaults out of the address', () => {
    expect(withListQuery('/api/arts', { search: '  ', page: 1 })).toBe('/api/arts');
    expect(withListQuery('/api/admin/clients', { status: 'active' })).toBe('/api/admin/clients');
  });

  it('carries a trimmed search, a later page and a non-default status', () => {
    expect(withListQuery('/api/arts', { search: ' caixa ', page: 3 })).toBe(
      '/api/arts?search=caixa&page=3',
    );
    expect(withListQuery('/api/admin/clients', { status: 'deactivated', page: 2 })).toBe(
      '/api/admin/clients?status=deactivated&page=2',
    );
  });
});

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
