import { describe, expect, it } from 'vitest';
import { returnToAt } from './return-to';

describe('returnToAt', () => {
  it("prefers the guard's router state, then the server redirect's query", () => {
    expect(
      returnToAt({ state: { returnTo: '/MeusDados' }, search: '?returnTo=%2FClientArea' }),
    ).toBe('/MeusDados');
    expect(returnToAt({ state: null, search: '?returnTo=%2Falterar-arte%2Fabc%3Fx%3D1' })).toBe(
      '/alterar-arte/abc?x=1',
    );
    expect(returnToAt({ state: null, search: '' })).toBeNull();
  });

  it("never leaves the site's own addresses", () => {
    expect(returnToAt({ state: null, search: '?returnTo=https%3A%2F%2Fevil.test' })).toBeNull();
    expect(returnToAt({ state: null, search: '?returnTo=%2F%2Fevil.test' })).toBeNull();
    expect(returnToAt({ state: null, search: '?returnTo=%2F%5Cevil.test' })).toBeNull();
    expect(returnToAt({ state: { returnTo: '/\\evil.test' }, search: '' })).toBeNull();
    // A tab the browser drops would make `//evil.test` of it (common/paths.ts's ownAddress).
    expect(returnToAt({ state: null, search: '?returnTo=%2F%09%2Fevil.test' })).toBeNull();
    expect(returnToAt({ state: { returnTo: '/\t/evil.test' }, search: '' })).toBeNull();
    expect(returnToAt({ state: null, search: '?returnTo=%2F..%2F%2Fevil.test' })).toBeNull();
  });
});
