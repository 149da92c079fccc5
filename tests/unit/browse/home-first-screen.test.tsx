// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../app/pages/BrowsePages.tsx';
import { firstScreenVariables } from '../../../app/lib/pages/first-screen.ts';
import { IDLE_PREFETCH_DELAY_MS } from '../../../common/when-settled.ts';
import { pageSettings } from '../../../common/page-settings.ts';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { withoutLayoutOrMotion } from '../../support/no-layout.ts';

// Home draws its first screen (the hero and the first rows) from a request of its own; the page request, for the
// rows below, waits until the page has settled or the viewer scrolls, presses a key, touches or clicks, so that the
// first screen does not share the network and the main thread with hundreds of kilobytes it does not show.

const view = setupViewTests();
const FULL_PAGE = pageSettings('HOME').initialFetch;
/** The groups Home's first screen asks for on this screen (jsdom's window: a short one). */
const FIRST_SCREEN = firstScreenVariables('HOME')?.first ?? Number.NaN;

/** The `first` of every Home `Page` operation sent, in order (Apollo batches operations in an array). */
let homeReads: number[];
/** The page-settled timer's callback, held instead of run, so the test says when the page has settled. */
let settle: (() => void) | undefined;

beforeEach(() => {
  homeReads = [];
  settle = undefined;
  view.server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/graphql') || request.method !== 'POST') return;
    const body: unknown = await request.clone().json();
    for (const operation of (Array.isArray(body) ? body : [body]) as { operationName?: string; variables?: { pageType?: string; first?: number } }[]) {
      if (operation.operationName === 'Page' && operation.variables?.pageType === 'HOME') homeReads.push(operation.variables.first ?? -1);
    }
  });
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number, ...rest: unknown[]) => {
    if (delay === IDLE_PREFETCH_DELAY_MS) {
      settle = handler;
      return 0 as unknown as ReturnType<typeof setTimeout>;
    }
    return realSetTimeout(handler, delay, ...rest);
  }) as typeof setTimeout);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// jsdom has no layout, media queries nor video (tests/support/no-layout.ts).
withoutLayoutOrMotion();

/** The rows drawn (each row's tiles are a list named after it). */
function rowCount(): number {
  return screen.queryAllByRole('list', { name: / tiles$/ }).length;
}

async function firstScreenDrawn(): Promise<number> {
  await screen.findByRole('region', { name: 'Featured' }, { timeout: SCREEN_PATIENCE_MS });
  await waitFor(() => expect(rowCount()).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
  // The page-settled wait has begun: nothing else holds the page request back now.
  await waitFor(() => expect(settle).toBeDefined(), { timeout: SCREEN_PATIENCE_MS });
  return rowCount();
}

describe("Home's first screen", () => {
  it('is drawn from a request for its groups alone; the rows below are asked for when the viewer scrolls', async () => {
    view.render(<HomePage />);
    const firstRows = await firstScreenDrawn();
    expect(firstRows).toBeLessThan(FIRST_SCREEN);
    // (Apollo's persisted-query protocol may send an operation's hash first and its text after: one read, two sends.)
    expect(new Set(homeReads)).toEqual(new Set([FIRST_SCREEN]));

    fireEvent.scroll(window);
    await waitFor(() => expect(homeReads).toContain(FULL_PAGE), { timeout: SCREEN_PATIENCE_MS });
    await waitFor(() => expect(rowCount()).toBeGreaterThan(firstRows), { timeout: SCREEN_PATIENCE_MS });
  });

  it('asks for the rows below once the page has settled, the viewer doing nothing', async () => {
    view.render(<HomePage />);
    const firstRows = await firstScreenDrawn();
    expect(new Set(homeReads)).toEqual(new Set([FIRST_SCREEN]));

    settle?.();
    await waitFor(() => expect(homeReads).toContain(FULL_PAGE), { timeout: SCREEN_PATIENCE_MS });
    await waitFor(() => expect(rowCount()).toBeGreaterThan(firstRows), { timeout: SCREEN_PATIENCE_MS });
  });
});
