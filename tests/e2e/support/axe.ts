/**
 * Accessibility check with axe-core, injected into the page (the @axe-core/playwright release that
 * installs on node 20 is old; axe-core itself is the engine it wraps). Fails on serious and critical
 * violations, naming the rule and the offending elements.
 *
 * What it costs, as it runs once at the end of nearly every journey: one round trip to the page when axe is already in
 * it, two the first time (the second carries axe's source, which the page then runs); and axe runs only the rules that
 * can report a serious or critical violation. Each of axe's rules declares the one impact every violation of it has
 * (axe-core 4.14 gives a rule's violations that impact, `rule.impact`), so leaving out the minor and moderate ones,
 * which the check ignores anyway, fails on exactly the same violations — a rule without a declared impact still runs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from './test.ts';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe: {
      run(context: Document, options: RunOptions): Promise<AxeResults>;
      /** axe's loaded rules (not in its typings); only each rule's id and declared impact are read. */
      _audit?: { rules: { id: string; impact?: ImpactValue }[] };
    };
  }
}

/**
 * In the page: the serious and critical violations, one line each; `null` when axe is not in the page and no source was
 * given to run first.
 */
async function seriousViolationsInPage({ source, alsoRules }: { source: string | null; alsoRules: string[] }): Promise<string[] | null> {
  if (!('axe' in window)) {
    if (source === null) return null;
    // Indirect eval: axe's UMD wrapper runs in the page's global scope, as from a script tag.
    (0, eval)(source);
  }
  // axe reads colours as drawn now: a fade still running (a tile's actions fading in as focus returns to it) would be
  // measured half-transparent. Finish the page's running transitions and animations so axe sees their end state.
  for (const animation of document.getAnimations()) if (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity) animation.finish();
  const rules: Record<string, { enabled: boolean }> = {};
  for (const rule of window.axe._audit?.rules ?? []) if (rule.impact === 'minor' || rule.impact === 'moderate') rules[rule.id] = { enabled: false };
  for (const rule of alsoRules) rules[rule] = { enabled: true };
  const results = await window.axe.run(document, { resultTypes: ['violations'], rules });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * `alsoRules` turns on rules axe leaves off by default besides its usual set, e.g. `['target-size']` (WCAG 2.2: every
 * target at least 24 × 24 CSS px, or that far from its neighbours).
 */
export async function expectNoSeriousAccessibilityViolations(page: Page, { alsoRules = [] }: { alsoRules?: string[] } = {}): Promise<void> {
  const serious =
    (await page.evaluate(seriousViolationsInPage, { source: null, alsoRules })) ?? (await page.evaluate(seriousViolationsInPage, { source: axeSource, alsoRules }));
  expect(serious, `axe found serious accessibility violations on ${page.url()}`).toEqual([]);
}
