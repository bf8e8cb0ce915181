import { describe, expect, it } from 'vitest';
import { isAppRoute, paths, publicPaths } from './paths';

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
  });

  it('rejects unknown paths', () => {
    expect(isAppRoute('/nope')).toBe(false);
    expect(isAppRoute('/pagina-detalhes')).toBe(false);
    expect(isAppRoute('/pagina-detalhes/a/b')).toBe(false);
  });
});
