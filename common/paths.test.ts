import { describe, expect, it } from 'vitest';
import { isAppRoute, paths, publicPaths, signInPageFor } from './paths';

describe('isAppRoute', () => {
  it('knows every public page, case-insensitively and with a trailing slash', () => {
    for (const path of publicPaths) expect(isAppRoute(path)).toBe(true);
    expect(isAppRoute('/about')).toBe(true);
    expect(isAppRoute('/fabrica')).toBe(true);
    expect(isAppRoute('/ClientArea/')).toBe(true);
  });

  it('knows the detail routes with an id', () => {
    expect(isAppRoute(paths.adminArt('3f1c'))).toBe(true);
    expect(isAppRoute(paths.changeArt('abc'))).toBe(true);
    expect(isAppRoute(paths.art('abc'))).toBe(true);
  });

  it('rejects unknown paths', () => {
    expect(isAppRoute('/nope')).toBe(false);
    expect(isAppRoute('/pagina-detalhes')).toBe(false);
    expect(isAppRoute('/pagina-detalhes/a/b')).toBe(false);
  });
});

describe('signInPageFor', () => {
  it('sends client pages to /Login and panel pages to /AdmLogin', () => {
    expect(signInPageFor('/ClientArea')).toBe(paths.login);
    expect(signInPageFor('/clientarea/')).toBe(paths.login);
    expect(signInPageFor(paths.myData)).toBe(paths.login);
    expect(signInPageFor(paths.changeArt('abc'))).toBe(paths.login);
    expect(signInPageFor(paths.art('abc'))).toBe(paths.login);
    expect(signInPageFor(paths.admin)).toBe(paths.adminLogin);
    expect(signInPageFor(paths.adminArt('3f1c'))).toBe(paths.adminLogin);
    expect(signInPageFor(paths.adminClient('3f1c'))).toBe(paths.adminLogin);
  });

  it('leaves public pages and the sign-in pages alone', () => {
    for (const open of [paths.home, paths.login, paths.adminLogin, paths.accountDeleted, '/nope']) {
      expect(signInPageFor(open), open).toBeNull();
    }
  });
});
