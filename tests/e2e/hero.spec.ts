import { expect, holdPageClock, test, type Locator, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';

// The Home hero carousel on the static mock build: slide changes with directional enter and
// leave animations, wrap-around, and the preview video that plays at most 4 times before the image.

interface SeenAnimation {
  name: string;
  phase: string | undefined;
  direction: string | undefined;
  label: string | null;
  /**
   * The slide has a CSS animation of that name that runs or has run to its end: a busy page may deliver
   * `animationstart` only after the 450 ms have passed (one whole-suite run read `running` false there), and with
   * `fill: both` a finished animation stays listed. False when it is paused, idle or missing.
   */
  played: boolean;
}

declare global {
  interface Window {
    heroAnimations: SeenAnimation[];
    heroPreviewEnds: Record<string, number>;
    /** The preview's decoded frames as each of its plays ended, per slide. */
    heroPreviewFrames: Record<string, number[]>;
    /** Every largest-contentful-paint candidate, named as it came: its element's class (or tag) and its URL. */
    heroLargestPaints: string[];
  }
}

test.beforeEach(async ({ page }) => {
  // Recorders installed before the app runs: every animation a hero slide starts (with what
  // getAnimations() says at that moment), and every preview video that plays to its end, per slide.
  // Media events do not bubble, but a capturing listener on the document still sees them.
  await page.addInitScript(() => {
    window.heroAnimations = [];
    window.heroPreviewEnds = {};
    window.heroPreviewFrames = {};
    // Named when Chromium reports them, while their element is still in the page: the carousel moves on after 10 s of
    // the page's clock, and a slide that left takes its backdrop with it (an entry read later names no element).
    window.heroLargestPaints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        window.heroLargestPaints.push(`${entry.element?.className || entry.element?.tagName || 'a removed element'} ${entry.url}`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener(
      'animationstart',
      (event) => {
        const slide = event.target as HTMLElement;
        if (!slide.classList.contains('hero-slide')) return;
        window.heroAnimations.push({
          name: event.animationName,
          phase: slide.dataset.phase,
          direction: slide.dataset.direction,
          label: slide.getAttribute('aria-label'),
          played: slide
            .getAnimations()
            .some((animation) => (animation as CSSAnimation).animationName === event.animationName && (animation.playState === 'running' || animation.playState === 'finished')),
        });
      },
      true,
    );
    document.addEventListener(
      'ended',
      (event) => {
        const video = event.target as HTMLElement;
        if (!video.matches('video.hero-preview')) return;
        const label = video.closest('.hero-slide')?.getAttribute('aria-label') ?? '?';
        window.heroPreviewEnds[label] = (window.heroPreviewEnds[label] ?? 0) + 1;
        window.heroPreviewFrames[label] = [...(window.heroPreviewFrames[label] ?? []), (video as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames];
      },
      true,
    );
  });
  await page.goto('/player/mytv');
  await page.evaluate(() => window.localStorage.clear());
});

function heroOf(page: Page) {
  const hero = page.getByRole('region', { name: 'Featured' });
  return {
    hero,
    /** The shown slide: the entering one during a change, the only one otherwise. */
    current: hero.locator('.hero-slide:not([data-phase="leave"])'),
    slides: hero.locator('.hero-slide'),
    next: hero.getByRole('button', { name: 'Next slide' }),
    previous: hero.getByRole('button', { name: 'Previous slide' }),
    dot: (n: number) => hero.getByRole('button', { name: `Slide ${n}`, exact: true }),
  };
}

async function slideCount(current: Locator): Promise<number> {
  await expect(current).toHaveAttribute('aria-label', /^\d+ of \d+$/);
  const label = (await current.getAttribute('aria-label')) ?? '';
  return Number(label.split(' of ')[1]);
}

/**
 * Holds the carousel on its first slide for the test's own moves, and returns the number of slides. Autoplay moves on
 * every 10 s of the page's clock, which runs at the real pace: on a busy machine it moved between the first load and
 * the test's first click, or between a look and a click. It waits while a slide control has focus (and stops for good
 * at the first move a viewer makes), so a control is focused first; a move it made before that is undone by the first
 * dot once it has finished.
 */
async function holdOnFirstSlide(page: Page): Promise<number> {
  const { current, slides, dot } = heroOf(page);
  const count = await slideCount(current);
  await dot(1).focus();
  // Again until it holds: a move autoplay began just before the focus may still be on its way to the page.
  await expect(async () => {
    await expect(slides).toHaveCount(1);
    if ((await current.getAttribute('aria-label')) !== `1 of ${count}`) await dot(1).click();
    await expectSettledOn(page, 1, count);
  }).toPass({ timeout: 30_000 });
  return count;
}

/**
 * Stops the page's clock (holdPageClock), so that a slide change ends with its entering slide's animationend, the CSS
 * animation running on the browser's own time: the change's safety timeout (650 ms of the page's clock, for an
 * animationend that never comes) otherwise runs at the real pace, and on a loaded machine that drew no frame in those
 * 650 ms it ended the change before its animation had started, which then never played (no animationstart recorded for
 * slide 3 at load 10-18). Autoplay has stopped by then (holdOnFirstSlide).
 */
async function letAnimationsEndChanges(page: Page): Promise<void> {
  await holdPageClock(page);
}

/** Waits until slide `n` of `count` shows and its change has finished (the leaving slide is gone). */
async function expectSettledOn(page: Page, n: number, count: number): Promise<void> {
  const { current, slides, dot } = heroOf(page);
  await expect(current).toHaveAttribute('aria-label', `${n} of ${count}`);
  await expect(slides).toHaveCount(1);
  await expect(current).toHaveAttribute('data-phase', 'current');
  await expect(dot(n)).toHaveAttribute('aria-current', 'true');
}

async function animationsOf(page: Page, label: string): Promise<SeenAnimation[]> {
  return page.evaluate((wanted) => window.heroAnimations.filter((seen) => seen.label === wanted), label);
}

test('Next moves one slide per click with directional enter and leave animations, and wraps around', async ({ page }) => {
  const { next, previous, dot } = heroOf(page);
  const count = await holdOnFirstSlide(page);
  expect(count).toBeGreaterThanOrEqual(3);
  await letAnimationsEndChanges(page);

  // Regression: the first change used to leave the carousel "animating" for good, dropping every later move.
  await next.click();
  await expectSettledOn(page, 2, count);
  await next.click();
  await expectSettledOn(page, 3, count);

  // 'next': the entering slide comes in from the right while the leaving one goes out to the left,
  // both CSS animations that play (running when they start, or already finished on a busy page).
  expect(await animationsOf(page, `3 of ${count}`)).toContainEqual({
    name: 'hero-enter-from-right',
    phase: 'enter',
    direction: 'next',
    label: `3 of ${count}`,
    played: true,
  });
  expect(await animationsOf(page, `2 of ${count}`)).toContainEqual({
    name: 'hero-leave-to-left',
    phase: 'leave',
    direction: 'next',
    label: `2 of ${count}`,
    played: true,
  });

  // 'previous': the opposite sides.
  await previous.click();
  await expectSettledOn(page, 2, count);
  const previousMove = await page.evaluate(() => window.heroAnimations.slice(-2).map(({ name, phase, direction }) => ({ name, phase, direction })));
  expect(previousMove).toEqual(
    expect.arrayContaining([
      { name: 'hero-enter-from-left', phase: 'enter', direction: 'previous' },
      { name: 'hero-leave-to-right', phase: 'leave', direction: 'previous' },
    ]),
  );

  // Wrap-around: from the last slide, Next shows the first (entering from the right) ...
  await dot(count).click();
  await expectSettledOn(page, count, count);
  await next.click();
  await expectSettledOn(page, 1, count);
  const wrapped = await page.evaluate(() => window.heroAnimations.slice(-2).map(({ name, label }) => ({ name, label })));
  expect(wrapped).toEqual(
    expect.arrayContaining([
      { name: 'hero-enter-from-right', label: `1 of ${count}` },
      { name: 'hero-leave-to-left', label: `${count} of ${count}` },
    ]),
  );
  // ... and from the first, Previous shows the last.
  await previous.click();
  await expectSettledOn(page, count, count);

  // axe's run waits on the page's timers.
  await page.clock.resume();
  await expectNoSeriousAccessibilityViolations(page);
});

test('a change ends even when no animationend arrives (safety timeout)', async ({ page }) => {
  const { next } = heroOf(page);
  const count = await holdOnFirstSlide(page);
  await page.addStyleTag({ content: '.hero-slide { animation: none !important; }' });
  await next.click();
  await expectSettledOn(page, 2, count);
  await next.click();
  await expectSettledOn(page, 3, count);
});

test('with reduced motion the slides crossfade and no preview video plays', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { hero, next } = heroOf(page);
  const count = await holdOnFirstSlide(page);
  await letAnimationsEndChanges(page);
  await next.click();
  await expectSettledOn(page, 2, count);
  await next.click();
  await expectSettledOn(page, 3, count);
  expect((await animationsOf(page, `3 of ${count}`)).map((seen) => seen.name)).toContain('hero-fade-in');
  for (let n = 1; n <= count; n += 1) {
    await heroOf(page).dot(n).click();
    await expectSettledOn(page, n, count);
    await expect(hero.locator('video')).toHaveCount(0);
  }
});

test("the shown slide's backdrop, raster art as a real image service sends it, is the first screen's largest paint, asked for at high priority and never lazily", async ({ page }) => {
  const { current } = heroOf(page);
  const backdrop = current.locator('img.hero-backdrop');
  await expect(backdrop).toHaveAttribute('fetchpriority', 'high');
  expect(await backdrop.getAttribute('loading')).toBeNull();
  // The art a real image service sends (a photograph's weight): Chromium does not count an image under 0.05 bits per
  // displayed pixel, such as the sub-kilobyte SVG the mocks once answered, as a largest contentful paint.
  const art = await backdrop.evaluate(async (image: HTMLImageElement) => {
    const response = await fetch(image.currentSrc);
    return { type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
  });
  expect(art.type).toBe('image/jpeg');
  expect(art.bytes).toBeGreaterThan(40_000);
  // Encoded by the mocks in their art worker (mocks/media/worker-raster-art.ts), off the thread that draws the app, as a
  // real image service's work costs the page nothing.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/raster-art-worker/));
  // Decoded by the browser at the asked size (polled: on a busy machine it may still be loading).
  await expect.poll(() => backdrop.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1440);
  // The page's largest contentful paint (the last candidate Chromium reported, named as it came) is that image: not
  // the preview video over it (upscaled from 320 pixels, it counts as smaller), not the slide's title or text.
  const largestPaint = () => page.evaluate(() => window.heroLargestPaints.at(-1) ?? 'none');
  await expect.poll(largestPaint).toMatch(/^hero-backdrop .*\/mock-images\/hero\//);
});

test('the preview video decodes frames, plays once plus 3 replays, then the still image shows', async ({ page }) => {
  const { current, slides, next } = heroOf(page);
  // Autoplay waits while a slide control has focus, so the slide stays put while the video plays.
  const count = await holdOnFirstSlide(page);
  // Go to the first slide with a preview (the mocks give one to every hero that promotes a show).
  for (let n = 1; (await current.locator('video.hero-preview').count()) === 0; n += 1) {
    expect(n, 'a hero slide with a preview video').toBeLessThan(count);
    await next.click();
    await expectSettledOn(page, n + 1, count);
  }
  const label = (await current.getAttribute('aria-label')) ?? '';
  const video = current.locator('video.hero-preview');

  // Decorative: muted, inline, no controls, hidden from assistive technology; the backdrop is underneath.
  await expect(video).toHaveAttribute('aria-hidden', 'true');
  expect(await video.evaluate((element: HTMLVideoElement) => ({ muted: element.muted, controls: element.controls, inline: element.playsInline }))).toEqual({
    muted: true,
    controls: false,
    inline: true,
  });
  await expect(current.locator('.hero-backdrop')).toHaveCount(1);

  await expectNoSeriousAccessibilityViolations(page);

  // One play and at most 3 replays, then the video goes and the still image shows; frames really decode in each play
  // (currentTime alone creeps forward even when nothing decodes). The frames are read as each play ends (the recorder
  // above), not by looking at the video: its plays take seconds, and a busy machine's steps outlasted all four, the
  // video gone before the test's look.
  await expect(video).toHaveCount(0, { timeout: 60_000 });
  expect(await page.evaluate((wanted) => window.heroPreviewEnds[wanted], label)).toBe(4);
  const framesAtEnds = await page.evaluate((wanted) => window.heroPreviewFrames[wanted] ?? [], label);
  expect(framesAtEnds).toHaveLength(4);
  for (const frames of framesAtEnds) expect(frames).toBeGreaterThan(5);
  await expect(current).toHaveAttribute('aria-label', label);
  await expect(current.locator('.hero-backdrop')).toBeVisible();
  await expect(slides).toHaveCount(1);
});
