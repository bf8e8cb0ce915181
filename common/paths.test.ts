import { describe, expect, it } from 'vitest';
import {
  isAppRoute,
  ownAddress,
  paths,
  publicPaths,
  routePatternOf,
  signInPageFor,
  UNKNOWN_ROUTE,
} from './paths';

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

describe('ownAddress', () => {
  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\r\n/evil.example'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/..//evil.example'],
    ['/a/..//evil.example'],
    ['/.\\\\evil.example'],
    ['https://evil.example'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    [' /ClientArea'],
    ['\t/ClientArea'],
    ['evil.example'],
    [''],
    ['/ClientArea\n'],
    ['/ClientArea\r'],
    ['/ClientArea\u0000'],
    ['/Client\u0007Area'],
    ['/ClientArea\u007f'],
    ['/ClientArea\u0085'],
  ])('refuses %j', (target) => {
    expect(ownAddress(target)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 1, ['/ClientArea'], { returnTo: '/ClientArea' }]) {
      expect(ownAddress(value)).toBeNull();
    }
  });

  it.each([
    ['/', '/'],
    ['/ClientArea', '/ClientArea'],
    ['/ok?x=1#y', '/ok?x=1#y'],
    ['/alterar-arte/abc?aba=1', '/alterar-arte/abc?aba=1'],
    // Encoded, these are characters of a path here, not a way to another host.
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/?next=//evil.example', '/?next=//evil.example'],
    // As the browser would send it: encoded, and a backslash inside the path read as a slash.
    ['/Clientes?busca=José 2', '/Clientes?busca=Jos%C3%A9%202'],
    ['/arte/ação', '/arte/a%C3%A7%C3%A3o'],
    ['/ok\\x', '/ok/x'],
  ])('takes %j as %j', (target, address) => {
    expect(ownAddress(target)).toBe(address);
  });

  it('answers only addresses that stay on the site, in ASCII, read again', () => {
    const origin = 'https://estudio.example';
    for (const target of ['/ok?x=1#y', '/%09/evil.example', '/arte/ação', '/ok\\x']) {
      const address = ownAddress(target)!;
      expect(new URL(address, origin).origin).toBe(origin);
      expect(address).toMatch(/^\/[\x21-\x7e]*$/);
      expect(ownAddress(address)).toBe(address);
    }
  });
});

describe('routePatternOf', () => {
  it('keeps a fixed page in its own spelling, whatever the case or a final slash', () => {
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/about/')).toBe(paths.about);
    expect(routePatternOf('/FLEXO')).toBe(paths.flexo);
    expect(routePatternOf('/VelocidadeReal')).toBe(paths.adminRealSpeed);
  });

  it('turns a detail page into its pattern: no id survives', () => {
    expect(routePatternOf('/arte/4f1c2d3e-0000-4000-8000-000000000001')).toBe('/arte/:id');
    expect(routePatternOf('/Arte/123')).toBe('/arte/:id');
    expect(routePatternOf('/cliente-detalhe/abc/')).toBe('/cliente-detalhe/:id');
  });

  it('drops a query string and a fragment, and names no unknown address', () => {
    expect(routePatternOf('/flexo?utm_source=x#topo')).toBe(paths.flexo);
    expect(routePatternOf('/nao-existe/123')).toBe(UNKNOWN_ROUTE);
    expect(routePatternOf('/arte/1/2')).toBe(UNKNOWN_ROUTE);
  });
});
