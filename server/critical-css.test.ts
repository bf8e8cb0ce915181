// The rules a page's first paint needs: every rule that could match its markup, in order, and
// nothing its markup cannot use (tests/e2e/critical-css.spec.ts compares the rendered result).
import { describe, expect, it } from 'vitest';
import { criticalCss, parseStylesheet, vocabularyOf } from './critical-css';

const critical = (css: string, html: string) =>
  criticalCss(parseStylesheet(css), vocabularyOf(html));

/** A stylesheet, a page's markup, and the rules the page's first paint keeps of it. */
interface Case {
  name: string;
  css: string;
  html: string;
  kept: string;
}

const fontsAndKeyframes =
  '@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(a.woff2)}';

const cases: Case[] = [
  {
    name: "keeps the rules whose classes, elements and attributes are all in the page's markup",
    css:
      '.btn{color:red}.card{color:blue}.btn.active{color:green}table{width:100%}' +
      'a[href]{color:navy}[data-bs-theme=dark]{color:#fff}.nav>.nav-link{margin:0}',
    html: '<main><a class="btn nav" href="/"><span class="nav-link">x</span></a></main>',
    kept: '.btn{color:red}a[href]{color:navy}.nav>.nav-link{margin:0}',
  },
  {
    name: 'keeps only the selectors of a list that the page can match',
    css: 'h1,.h1,h2,.h2{margin:0}',
    html: '<h1 class="h2">x</h1>',
    kept: 'h1,.h2{margin:0}',
  },
  {
    name: 'asks nothing of what :not(), :is() or :nth-child() hold (a superset, never less)',
    css:
      'html:not(.site-painted) .gallery>li:nth-child(n+7) img{display:none}' +
      '.item:is(.a,.b){color:red}.missing:not(.x){color:blue}',
    html: '<html><ul class="gallery"><li class="item"><img></li></ul></html>',
    kept: 'html:not(.site-painted) .gallery>li:nth-child(n+7) img{display:none}.item:is(.a,.b){color:red}',
  },
  {
    name: 'chooses inside media blocks and drops the blocks left empty',
    css:
      '@media (min-width:768px){.row{display:flex}.unused{color:red}}' +
      '@media (prefers-reduced-motion:reduce){.unused{transition:none}}',
    html: '<div class="row"></div>',
    kept: '@media (min-width:768px){.row{display:flex}}',
  },
  {
    name: 'keeps keyframes and font faces as they are',
    css: fontsAndKeyframes,
    html: '<p></p>',
    kept: fontsAndKeyframes,
  },
  {
    name: 'leaves out the custom properties nothing kept reads, following var() chains',
    css:
      ':root{--a:1px;--b:var(--c);--c:red;--unused:blue;--inline:0}' +
      '.x{--local:2px;border-width:var(--a);color:var(--b);padding:var(--local)}.y{color:var(--unused)}',
    html: '<p class="x" style="margin:var(--inline)"></p>',
    kept:
      ':root{--a:1px;--b:var(--c);--c:red;--inline:0}' +
      '.x{--local:2px;border-width:var(--a);color:var(--b);padding:var(--local)}',
  },
  {
    // An escaped class is not matched against the markup: kept, whatever the page.
    name: 'reads strings, data URLs and escapes without losing its place',
    css:
      '.icon{background:url("data:image/svg+xml,%3csvg a=\'{;}\'%3e")}.q::before{content:"}{,"}' +
      '.w-\\31 00{width:100%}.gone{color:red}',
    html: '<i class="icon q"></i>',
    kept:
      '.icon{background:url("data:image/svg+xml,%3csvg a=\'{;}\'%3e")}.q::before{content:"}{,"}' +
      '.w-\\31 00{width:100%}',
  },
];

describe('criticalCss', () => {
  it.each(cases)('$name', ({ css, html, kept }) => {
    expect(critical(css, html)).toBe(kept);
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
