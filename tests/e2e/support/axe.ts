/**
 * Accessibility check with axe-core, injected into the page (the @axe-core/playwright release that
 * installs on node 20 is old; axe-core itself is the engine it wraps). Fails on serious and critical
 * violations, naming the rule and the offending elements.
 */
import { createRequire } from 'node:module';
import { expect, type Page } from './test.ts';
import type { AxeResults } from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

declare global {
  interface Window {
    axe: { run(context: Document, options: { resultTypes: string[]; rules?: Record<string, { enabled: boolean }> }): Promise<AxeResults> };
  }
}

/**
 * `alsoRules` turns on rules axe leaves off by default besides its usual set, e.g. `['target-size']` (WCAG 2.2: every
 * target at least 24 × 24 CSS px, or that far from its neighbours).
 */
export async function expectNoSeriousAccessibilityViolations(page: Page, { alsoRules = [] }: { alsoRules?: string[] } = {}): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  // axe reads colours as drawn now: a fade still running (a tile's actions fading in as focus returns to it) would be
  // measured half-transparent. Finish the page's running transitions and animations so axe sees their end state.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity) animation.finish();
  });
  const rules = Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }]));
  const results = await page.evaluate((rules) => window.axe.run(document, { resultTypes: ['violations'], rules }), rules);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe found serious accessibility violations on ${page.url()}`).toEqual([]);
}
