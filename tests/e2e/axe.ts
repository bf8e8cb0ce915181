// Runs axe-core in the page and returns the WCAG 2.x A/AA violations, so specs can assert there are
// none. @axe-core/playwright is not installable on Node 20. The source is evaluated through the
// DevTools protocol, which our strict CSP (no inline scripts) does not block, unlike a script tag.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's best practices about the page's landmarks and skip link: all content inside a landmark
 * (a skip link counts only when its target exists), one banner, one main, one contentinfo, each
 * at the top level, and distinguishable landmarks. For whole pages (a dialog is not a landmark).
 */
const LANDMARK_RULES = [
  'region',
  'skip-link',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
];

/**
 * The violations axe finds on the page as it is now, summarised for a readable failure;
 * `landmarks` adds the landmark rules above to the WCAG ones.
 */
export async function axeViolations(
  page: Page,
  { landmarks = false }: { landmarks?: boolean } = {},
): Promise<string[]> {
  // A dialog still fading in has half-transparent text, which fails contrast checks the settled
  // page passes: wait for finite animations and transitions to end (spinners loop for ever).
  // Polled through evaluate: waitForFunction would eval the predicate, which the CSP forbids.
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`,
      ),
    )
    .toBe(true);
  await page.evaluate(axeSource);
  // A string expression: the test runner has no DOM types, the page has the globals.
  const options = {
    runOnly: { type: 'tag', values: TAGS },
    rules: landmarks
      ? Object.fromEntries(LANDMARK_RULES.map((rule) => [rule, { enabled: true }]))
      : {},
    resultTypes: ['violations'],
  };
  // With a modal dialog open, the dialog: the page behind it is inert and dimmed by the backdrop
  // (text there would fail contrast against it), and the specs check each page before opening one.
  const results = await page.evaluate<AxeResults>(
    `axe.run(document.querySelector('[aria-modal="true"]') ?? document, ${JSON.stringify(options)})`,
  );
  return results.violations.map(
    (v: Result) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
