// The stylesheet a server-rendered page needs for its first paint, inlined in its HTML so that paint
// waits for no other request (docs/performance.md, "What keeps pages light"). The site's stylesheet
// (the one dist/index.html links, ~185 KB) is read once; for each page only the rules that could
// match its markup are kept, in their order: a rule stays unless its selector needs a class, an
// element or an attribute the page's HTML does not have anywhere. That is a superset of the rules that
// match, so the page looks exactly as with the whole stylesheet, which the browser then loads
// after the first paint (src/main.tsx) for what the app renders later.

/** A selector's needs: every class, element and attribute its compounds name outside `(…)`. */
interface Needs {
  classes: string[];
  tags: string[];
  attributes: string[];
}

interface StyleRule {
  kind: 'style';
  selectors: { text: string; needs: Needs }[];
  declarations: string[];
}

interface BlockRule {
  kind: 'block';
  /** `@media (min-width:768px)`, `@supports …`: its rules are chosen like the top level's. */
  prelude: string;
  rules: Rule[];
}

interface RawRule {
  kind: 'raw';
  /** `@keyframes`, `@font-face`, `@charset`…: kept as they are. */
  text: string;
}

type Rule = StyleRule | BlockRule | RawRule;

/** At-rules whose body is a list of rules. */
const GROUPING = /^@(media|supports|layer|container|scope|document)\b/i;

/** The index of the character closing the block opened just before `from` (or the end). */
function blockEnd(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const char = css[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = stringEnd(css, i);
    else if (char === '/' && css[i + 1] === '*') i = commentEnd(css, i);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

function stringEnd(css: string, from: number): number {
  const quote = css[from];
  for (let i = from + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

function commentEnd(css: string, from: number): number {
  const end = css.indexOf('*/', from + 2);
  return end < 0 ? css.length : end + 1;
}

/** Splits `text` at `separator` where it is outside strings, brackets and parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = stringEnd(text, i);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Removes every `(…)` group: what `:not()`, `:is()` or `:nth-child()` hold adds no need. */
function withoutParentheses(selector: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === '\\' && depth === 0) {
      out += char + (selector[i + 1] ?? '');
      i++;
    } else if (char === '"' || char === "'") {
      const end = stringEnd(selector, i);
      if (depth === 0) out += selector.slice(i, end + 1);
      i = end;
    } else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

function needsOf(selector: string): Needs {
  let rest = withoutParentheses(selector);
  const attributes: string[] = [];
  rest = rest.replace(/\[\s*([\w:-]+)[^\]]*\]/g, (_match, name: string) => {
    attributes.push(name.toLowerCase());
    return ' ';
  });
  // An escaped class name (`.w-\31 00`) is asked of nobody: a superset, never less.
  const classes = [...rest.matchAll(/\.((?:[\w-]|\\.)+)/g)]
    .map((match) => match[1]!)
    .filter((name) => !name.includes('\\'));
  // An element name opens a compound: at the start or after a combinator.
  const tags = [...rest.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((match) =>
    match[1]!.toLowerCase(),
  );
  return { classes, tags, attributes };
}

/** Parses minified CSS (what Vite writes) into rules; anything unexpected is kept raw. */
export function parseStylesheet(css: string): Rule[] {
  const rules: Rule[] = [];
  let i = 0;
  while (i < css.length) {
    // The prelude runs to the block's `{`, or to `;` for a statement at-rule (@charset, @import).
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';') {
      if (css[j] === '\\') j++;
      else if (css[j] === '"' || css[j] === "'") j = stringEnd(css, j);
      else if (css[j] === '/' && css[j + 1] === '*') j = commentEnd(css, j);
      j++;
    }
    const prelude = css
      .slice(i, j)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (j >= css.length) break;
    if (css[j] === ';') {
      if (prelude) rules.push({ kind: 'raw', text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j + 1);
    const body = css.slice(j + 1, end);
    if (GROUPING.test(prelude)) {
      rules.push({ kind: 'block', prelude, rules: parseStylesheet(body) });
    } else if (prelude.startsWith('@') || body.includes('{')) {
      rules.push({ kind: 'raw', text: `${prelude}{${body}}` });
    } else if (prelude) {
      rules.push({
        kind: 'style',
        selectors: splitTopLevel(prelude, ',').map((text) => ({ text, needs: needsOf(text) })),
        declarations: splitTopLevel(body, ';'),
      });
    }
    i = end + 1;
  }
  return rules;
}

/** What a page's markup has: every class, element name and attribute name in it. */
export interface PageVocabulary {
  classes: Set<string>;
  tags: Set<string>;
  attributes: Set<string>;
  /** Custom properties its inline styles read (`var(--…)`). */
  variables: Set<string>;
}

export function vocabularyOf(html: string): PageVocabulary {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const tag of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tags.add(tag[1]!.toLowerCase());
    const names = tag[2]!.replace(/"[^"]*"|'[^']*'/g, '');
    for (const attribute of names.matchAll(/\s([^\s"'=/>]+)/g)) {
      attributes.add(attribute[1]!.toLowerCase());
    }
  }
  return { classes, tags, attributes, variables: variablesIn(html) };
}

function variablesIn(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
}

const met = (needs: Needs, page: PageVocabulary) =>
  needs.classes.every((name) => page.classes.has(name)) &&
  needs.tags.every((name) => page.tags.has(name)) &&
  needs.attributes.every((name) => page.attributes.has(name));

const customProperty = (declaration: string) => /^--[\w-]+(?=\s*:)/.exec(declaration)?.[0];

/** The rules a page may use, as text: see the file's header. */
export function criticalCss(rules: Rule[], page: PageVocabulary): string {
  // The rules kept, before their custom properties are pruned.
  const keep = (list: Rule[]): Rule[] =>
    list.flatMap((rule): Rule[] => {
      if (rule.kind === 'raw') return [rule];
      if (rule.kind === 'block') {
        const inner = keep(rule.rules);
        return inner.length ? [{ ...rule, rules: inner }] : [];
      }
      const selectors = rule.selectors.filter((selector) => met(selector.needs, page));
      return selectors.length ? [{ ...rule, selectors }] : [];
    });
  const kept = keep(rules);

  // A custom property no kept rule reads (directly or through another) shows nothing: Bootstrap
  // declares some 300 on :root, and a page reads a fraction of them.
  const definitions = new Map<string, string[]>();
  const read = new Set(page.variables);
  const visit = (list: Rule[]) => {
    for (const rule of list) {
      if (rule.kind === 'block') visit(rule.rules);
      else if (rule.kind === 'raw') for (const name of variablesIn(rule.text)) read.add(name);
      else {
        for (const declaration of rule.declarations) {
          const name = customProperty(declaration);
          if (name) definitions.set(name, [...(definitions.get(name) ?? []), declaration]);
          else for (const used of variablesIn(declaration)) read.add(used);
        }
      }
    }
  };
  visit(kept);
  const pending = [...read];
  while (pending.length) {
    const name = pending.pop()!;
    for (const declaration of definitions.get(name) ?? []) {
      for (const used of variablesIn(declaration)) {
        if (!read.has(used)) {
          read.add(used);
          pending.push(used);
        }
      }
    }
  }

  const print = (list: Rule[]): string =>
    list
      .map((rule) => {
        if (rule.kind === 'raw') return rule.text;
        if (rule.kind === 'block') return `${rule.prelude}{${print(rule.rules)}}`;
        const declarations = rule.declarations.filter((declaration) => {
          const name = customProperty(declaration);
          return !name || read.has(name);
        });
        if (!declarations.length) return '';
        return `${rule.selectors.map((selector) => selector.text).join(',')}{${declarations.join(';')}}`;
      })
      .join('');
  // A block left with only pruned rules prints as `@media …{}`: dropped (nested ones in turn).
  let css = print(kept);
  for (let before = ''; before !== css;) {
    before = css;
    css = css.replace(/@(?:media|supports|layer|container|scope)[^{}]*\{\}/g, '');
  }
  return css;
}
