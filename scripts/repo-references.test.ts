// The repository cites itself, never a tracker or a text kept outside it: no "issue" followed by a
// number, no design or specification file that is not in the repository, and no relative link or
// docs/ path that leads nowhere. Walks every file git knows (tracked, or new and not ignored).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Text worth reading: binary images, vector artwork and the lockfile say nothing of ours. */
const SKIPPED = /\.(webp|avif|png|jpe?g|gif|ico|svg|woff2?|pdf|wasm)$|(^|\/)package-lock\.json$/i;

function repositoryFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files = new Set(out.split('\0').filter(Boolean));
  return [...files]
    .filter((file) => !SKIPPED.test(file))
    .filter((file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile())
    .sort();
}

const files = repositoryFiles();
const textOf = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Every line of every file where `pattern` (global) matches, with what matched. */
function findAll(pattern: RegExp, only: (file: string) => boolean = () => true): Finding[] {
  const found: Finding[] = [];
  for (const [file, text] of textOf) {
    if (!only(file)) continue;
    text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(pattern)) {
        found.push({ file, line: index + 1, text: match[0] });
      }
    });
  }
  return found;
}

const show = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.text}`);

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Markdown text without its fenced code blocks (links inside them are examples, not links). */
const withoutFences = (markdown: string) =>
  markdown.replace(/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '');

describe('references in the repository', () => {
  it('reads the files git knows', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('package.json');
  });

  it('never cites a tracker: no "issue" followed by a number', () => {
    expect(show(findAll(/\bissues?[\s#:-]*\d+/gi))).toEqual([]);
  });

  it('never cites a design or specification text kept outside the repository', () => {
    // The project's design is docs/design.md; the first site's description is not in the repository.
    expect(show(findAll(/\b(?:DESIGN|SPEC|STYLE)\.md\b/g))).toEqual([]);
  });

  it('links only to files (and headings) that exist', () => {
    const broken: string[] = [];
    for (const [file, text] of textOf) {
      if (!file.endsWith('.md')) continue;
      const body = withoutFences(text);
      for (const match of body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = match[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
        const [pathPart = '', anchor] = target.split('#');
        const resolved = pathPart
          ? path.resolve(path.dirname(path.join(ROOT, file)), decodeURIComponent(pathPart))
          : path.join(ROOT, file);
        if (!existsSync(resolved)) {
          broken.push(`${file}: ${target} (no such file)`);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          const anchors = anchorsOf(readFileSync(resolved, 'utf8'));
          if (!anchors.has(anchor)) broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('describes every configuration variable in docs/operations.md and .env.example', () => {
    const config = textOf.get('server/config.ts') ?? '';
    const schema = config.slice(
      config.indexOf('const envSchema'),
      config.indexOf('export type Env'),
    );
    const variables = [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(variables).toContain('DATABASE_URL');
    const operations = textOf.get('docs/operations.md') ?? '';
    const example = textOf.get('.env.example') ?? '';
    const undocumented = variables.filter((name) => !operations.includes(`\`${name}\``));
    const notInExample = variables.filter((name) => !new RegExp(`^${name}=`, 'm').test(example));
    expect({ undocumented, notInExample }).toEqual({ undocumented: [], notInExample: [] });
  });

  it('names only docs/ paths that exist', () => {
    const missing = findAll(/(?<![\w./-])docs\/[\w./-]*\w/g).filter(
      (finding) => !existsSync(path.join(ROOT, finding.text)),
    );
    expect(show(missing)).toEqual([]);
  });
});
