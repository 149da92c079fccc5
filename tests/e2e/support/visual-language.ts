/**
 * The one-visual-language guard: finds every visible `button`, `select`, `input`, `textarea` and `[role=tab]` whose
 * computed style is still the browser's default. Each control is compared with a control of the same tag and type
 * made in an unstyled document (a fresh `about:blank` frame, in the page's colour scheme): it is default-styled when
 * it keeps the browser's font (13.3 px system font), the browser's background (grey buttonface, field), or the browser's
 * border (width, style and colour); a checkbox, radio or range when it keeps the native appearance with no accent
 * colour. A visible `<summary>` (the browser's own disclosure) is one too: the kit's Disclosure draws them. The dev Mocks
 * panel (mock builds only, not part of the product) is left out.
 */
import { expect, type Page } from './test.ts';
import { expectNoSeriousAccessibilityViolations } from './axe.ts';

/** One offending control per line: where, what (tag, type, accessible name) and which defaults it kept. */
export async function defaultStyledControls(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;left:-10000px;top:0;width:400px;height:200px;border:0;visibility:hidden';
    document.body.append(frame);
    try {
      const reference = frame.contentDocument;
      const referenceWindow = frame.contentWindow;
      if (!reference || !referenceWindow) throw new Error('no reference document');
      reference.documentElement.style.colorScheme = getComputedStyle(document.documentElement).colorScheme;
      const cache = new Map<string, Record<string, string>>();
      const PROPS = ['fontFamily', 'fontSize', 'backgroundColor', 'borderTopStyle', 'borderTopWidth', 'borderTopColor', 'appearance', 'accentColor'] as const;
      const read = (style: CSSStyleDeclaration) => Object.fromEntries(PROPS.map((prop) => [prop, style[prop]]));
      const referenceStyle = (element: Element) => {
        const type = element instanceof HTMLInputElement ? element.type : '';
        const key = `${element.localName}/${type}`;
        let style = cache.get(key);
        if (!style) {
          const made = reference.createElement(element.localName);
          if (made instanceof HTMLInputElement) made.type = type;
          reference.body.append(made);
          style = read(referenceWindow.getComputedStyle(made));
          made.remove();
          cache.set(key, style);
        }
        return style;
      };
      const nameOf = (element: Element): string => {
        const label = element.getAttribute('aria-label');
        if (label) return label;
        const labelledBy = element.getAttribute('aria-labelledby');
        if (labelledBy) return labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
        const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
        if (labels && labels.length > 0) return Array.from(labels, (item) => item.textContent ?? '').join(' ').trim();
        const text = element.textContent?.trim();
        if (text) return text.slice(0, 60);
        return element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '(no name)';
      };
      const TOGGLES = new Set(['checkbox', 'radio', 'range']);
      const SKIPPED = new Set(['hidden', 'file', 'color', 'image']);
      const offending: string[] = [];
      for (const element of document.querySelectorAll('button, select, input, textarea, [role="tab"]')) {
        if (element.closest('.mock-panel')) continue;
        const type = element instanceof HTMLInputElement ? element.type : '';
        if (SKIPPED.has(type)) continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || !element.checkVisibility({ visibilityProperty: true })) continue;
        const own = read(getComputedStyle(element));
        const base = referenceStyle(element);
        const kept: string[] = [];
        if (TOGGLES.has(type)) {
          if (own.appearance === base.appearance && own.accentColor === base.accentColor) kept.push(`native ${type} (appearance ${own.appearance}, accent-color ${own.accentColor})`);
        } else {
          if (own.fontSize === base.fontSize && own.fontFamily === base.fontFamily) kept.push(`browser font (${own.fontSize} ${own.fontFamily})`);
          if (own.backgroundColor === base.backgroundColor && base.backgroundColor !== 'rgba(0, 0, 0, 0)') kept.push(`browser background (${own.backgroundColor})`);
          if (own.borderTopStyle === base.borderTopStyle && own.borderTopWidth === base.borderTopWidth && own.borderTopColor === base.borderTopColor && base.borderTopStyle !== 'none')
            kept.push(`browser border (${own.borderTopWidth} ${own.borderTopStyle} ${own.borderTopColor})`);
        }
        if (kept.length === 0) continue;
        const role = element.getAttribute('role');
        offending.push(`<${element.localName}${type ? ` type=${type}` : ''}${role ? ` role=${role}` : ''}> "${nameOf(element)}": ${kept.join(', ')}`);
      }
      // A <details> disclosure is the browser's own (its triangle marker, no focus style of the kit): the kit's Disclosure instead.
      for (const summary of document.querySelectorAll('summary')) {
        if (summary.closest('.mock-panel') || !summary.checkVisibility({ visibilityProperty: true })) continue;
        offending.push(`<summary> "${nameOf(summary)}": the browser's disclosure (use the kit's Disclosure)`);
      }
      return offending;
    } finally {
      frame.remove();
    }
  });
  return found.map((line) => `${where}: ${line}`);
}

/**
 * A walk step: no default-styled control on what the page shows now, then the repo's axe check. `where` names the
 * route or modal in the failure.
 */
export async function expectOneVisualLanguage(page: Page, where: string): Promise<void> {
  expect(await defaultStyledControls(page, where), `browser-default controls on ${where}`).toEqual([]);
  await expectNoSeriousAccessibilityViolations(page);
}
