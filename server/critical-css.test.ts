// The rules a page's first paint needs: every rule that could match its markup, in order, and
// nothing its markup cannot use (tests/e2e/critical-css.spec.ts compares the rendered result).
import { describe, expect, it } from 'vitest';
import { criticalCss, parseStylesheet, vocabularyOf } from './critical-css';

const critical = (css: string, html: string) =>
  criticalCss(parseStylesheet(css), vocabularyOf(html));

describe('criticalCss', () => {
  it("keeps the rules whose classes, elements and attributes are all in the page's markup", () => {
    const css =
      '.btn{color:red}.card{color:blue}.btn.active{color:green}table{width:100%}' +
      'a[href]{color:navy}[data-bs-theme=dark]{color:#fff}.nav>.nav-link{margin:0}';
    const html = '<main><a class="btn nav" href="/"><span class="nav-link">x</span></a></main>';
    expect(critical(css, html)).toBe('.btn{color:red}a[href]{color:navy}.nav>.nav-link{margin:0}');
  });

  it('keeps only the selectors of a list that the page can match', () => {
    expect(critical('h1,.h1,h2,.h2{margin:0}', '<h1 class="h2">x</h1>')).toBe('h1,.h2{margin:0}');
  });

  it('asks nothing of what :not(), :is() or :nth-child() hold (a superset, never less)', () => {
    const css =
      'html:not(.site-painted) .gallery>li:nth-child(n+7) img{display:none}' +
      '.item:is(.a,.b){color:red}.missing:not(.x){color:blue}';
    expect(critical(css, '<html><ul class="gallery"><li class="item"><img></li></ul></html>')).toBe(
      'html:not(.site-painted) .gallery>li:nth-child(n+7) img{display:none}.item:is(.a,.b){color:red}',
    );
  });

  it('chooses inside media blocks and drops the blocks left empty', () => {
    const css =
      '@media (min-width:768px){.row{display:flex}.unused{color:red}}' +
      '@media (prefers-reduced-motion:reduce){.unused{transition:none}}';
    expect(critical(css, '<div class="row"></div>')).toBe(
      '@media (min-width:768px){.row{display:flex}}',
    );
  });

  it('keeps keyframes and font faces as they are', () => {
    const css =
      '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(a.woff2)}';
    expect(critical(css, '<p></p>')).toBe(css);
  });

  it('leaves out the custom properties nothing kept reads, following var() chains', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:red;--unused:blue;--inline:0}' +
      '.x{--local:2px;border-width:var(--a);color:var(--b);padding:var(--local)}.y{color:var(--unused)}';
    expect(critical(css, '<p class="x" style="margin:var(--inline)"></p>')).toBe(
      ':root{--a:1px;--b:var(--c);--c:red;--inline:0}' +
        '.x{--local:2px;border-width:var(--a);color:var(--b);padding:var(--local)}',
    );
  });

  it('reads strings, data URLs and escapes without losing its place', () => {
    const css =
      '.icon{background:url("data:image/svg+xml,%3csvg a=\'{;}\'%3e")}.q::before{content:"}{,"}' +
      '.w-\\31 00{width:100%}.gone{color:red}';
    // An escaped class is not matched against the markup: kept, whatever the page.
    expect(critical(css, '<i class="icon q"></i>')).toBe(
      '.icon{background:url("data:image/svg+xml,%3csvg a=\'{;}\'%3e")}.q::before{content:"}{,"}' +
        '.w-\\31 00{width:100%}',
    );
  });
});

describe('vocabularyOf', () => {
  it("collects the markup's classes, elements, attributes and inline var() reads", () => {
    const page = vocabularyOf(
      '<div class="a  b" data-bs-theme="dark"><input type="checkbox" disabled style="color:var(--x)"></div>',
    );
    expect([...page.classes]).toEqual(['a', 'b']);
    expect([...page.tags]).toEqual(['div', 'input']);
    expect([...page.attributes]).toEqual(['class', 'data-bs-theme', 'type', 'disabled', 'style']);
    expect([...page.variables]).toEqual(['--x']);
  });
});
