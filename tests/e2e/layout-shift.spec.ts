import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD } from './support/pages.ts';

// Nothing a viewer already sees moves while a page's data arrives, even when every read answers late (the mock
// world's delay faults): placeholders have the size of what replaces them, and the footer starts below the first
// screen, so content coming in never pushes it away. Measured with the browser's own layout-shift entries (the
// figure Lighthouse sums into Cumulative Layout Shift), never with timings. And every header and footer link is a
// target of at least 24 × 24 CSS px, or spaced as if it were (WCAG 2.2 target size, axe's `target-size` rule).

/** The aim for every page (Lighthouse's "good" is 0.1). */
const CLS_AIM = 0.05;

/** Lighthouse's mobile screen (Moto G Power) and a laptop's. */
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1366, height: 900 },
] as const;

interface Shift {
  value: number;
  sources: string[];
}

/** Collects the page's layout shifts not caused by input, from its first frame (buffered), into `window.layoutShifts`. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(({ node }) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}` : (node?.nodeName ?? 'a removed node'),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the browser has reported those of the frames already drawn (two animation frames later). */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: Shift[] }).layoutShifts))),
      ),
  );
}

interface LateLoad {
  name: string;
  /** The page, with faults that make each of its reads answer late and at a different moment. */
  url: string;
  /** Resolves once everything the page reads has arrived and is drawn. */
  loaded: (page: Page) => Promise<void>;
}

const LATE_LOADS: LateLoad[] = [
  {
    name: 'Settings',
    // The user, then the profiles, the devices and the preferences, each a second apart.
    url: '/player/user/settings?faults=getCurrentUser:delay=500,listProfiles:delay=1500,listSignedInDevices:delay=2500,Preferences:delay=3500',
    loaded: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByLabel('Profile name')).toHaveValue('Jordan', FIRST_LOAD);
      await expect(main.locator('.device')).toHaveCount(3, FIRST_LOAD);
      await expect(main.getByRole('button', { name: 'Show More' })).toBeVisible();
      await expect(main.getByRole('switch', { name: 'Start live channels at the live point' })).toBeEnabled(FIRST_LOAD);
      await expect(main.getByRole('switch', { name: 'Audio description' })).toBeEnabled();
    },
  },
  {
    name: 'Guide',
    url: '/player/guide?faults=UserSubscription:delay=800,Page:delay=2500',
    loaded: async (page) => {
      await expect(page.getByRole('main').locator('.virtual-row .tile-group').nth(1)).toBeVisible(FIRST_LOAD);
    },
  },
  {
    name: 'The show page',
    // Its episodes come in a grid whose columns follow its width.
    url: '/player/show/shw-yellowstone?faults=UserSubscription:delay=800,Page:delay=2500',
    loaded: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Yellowstone' })).toBeVisible(FIRST_LOAD);
      await expect(main.locator('.tile-grid .tile').nth(3)).toBeVisible();
    },
  },
  {
    name: 'Account',
    url: '/player/user/account?faults=getCurrentUser:delay=500,UserSubscription:delay=800,getUserDetails:delay=2500',
    loaded: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible(FIRST_LOAD);
      await expect(main.getByRole('heading', { level: 2, name: 'Billing History' })).toBeVisible(FIRST_LOAD);
    },
  },
];

for (const load of LATE_LOADS) {
  test(`${load.name} keeps still while its data arrives late: layout shift under ${CLS_AIM} on a phone and a laptop, the footer below the first screen`, async ({ page }) => {
    test.slow();
    await recordLayoutShifts(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(load.url);
      await load.loaded(page);
      const shifts = await layoutShifts(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      const detail = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(', ')}`).join('; ');
      expect(total, `${load.name} at ${viewport.width} × ${viewport.height}: layout shift ${total.toFixed(4)} (${detail || 'none'})`).toBeLessThan(CLS_AIM);
      // The page's top: the footer is out of sight until the viewer scrolls.
      const footerTop = await page.getByRole('contentinfo').filter({ has: page.getByRole('navigation', { name: 'Company' }) }).evaluate((footer) => {
        window.scrollTo(0, 0);
        return footer.getBoundingClientRect().top;
      });
      expect(footerTop, `${load.name} at ${viewport.width} × ${viewport.height}: the footer's top`).toBeGreaterThanOrEqual(viewport.height);
    }
    await expectNoSeriousAccessibilityViolations(page);
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px every header and footer link is a target of at least 24 × 24 px or spaced like one, and the footer's are 24 × 24`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/player/mytv');
    const footer = page.getByRole('contentinfo').filter({ has: page.getByRole('navigation', { name: 'Company' }) });
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible(FIRST_LOAD);
    // The header's account menu joins once the user is known.
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible(FIRST_LOAD);
    const small = await footer.locator('a, button').evaluateAll((targets) =>
      targets
        .map((target) => ({ name: target.textContent?.trim() ?? '', box: target.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ name, box }) => `${name} ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`),
    );
    expect(small, 'footer targets under 24 × 24 px').toEqual([]);
    expect(await footer.locator('a, button').count()).toBeGreaterThanOrEqual(15);
    // axe's target-size rule (off by default) over the whole page: the header's links pass by size or spacing.
    await expectNoSeriousAccessibilityViolations(page, { alsoRules: ['target-size'] });
  });
}
