// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../app/pages/BrowsePages.tsx';
import { raisePageRefetch } from '../../../app/kit/page-refetch.ts';
import { STATUS_CHECK_EVERY_CHANGES } from '../../../app/lib/constants.ts';
import { firstScreenVariables } from '../../../app/lib/pages/first-screen.ts';
import { IDLE_PREFETCH_DELAY_MS } from '../../../common/when-settled.ts';
import { pageSettings } from '../../../common/page-settings.ts';
import { toHttpResponse, toMockRequest } from '../../../mocks/msw/handlers.ts';
import { ORIGIN, SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { withoutLayoutOrMotion } from '../../support/no-layout.ts';

// Every 5th saved or playing change, a list page's refetch doubles as its list's status check, and a STALE list is
// refetched with its current length (usePageRefetch, tile-list-refetch.ts). That length is the length of the list the
// refetch acts on — the page request's — not the rows drawn: those are the first screen's while Home's page request
// has not answered (and, drawn from a deferred read, lag behind the groups the page request has just loaded).

const view = setupViewTests();
const FULL_PAGE = pageSettings('HOME').initialFetch;
/** The groups Home's first screen asks for on this screen (jsdom's window: a short one). */
const FIRST_SCREEN = firstScreenVariables('HOME')?.first;

interface Operation {
  operationName?: string;
  variables?: { pageType?: string; first?: number; after?: string };
}

/** The `first` of every Home `Page` operation sent, in order. */
let homeReads: number[];
/** The next answer of Home's page request says its list is STALE (once). */
let nextPageAnswerStale: boolean;
let staleAnswered: boolean;

beforeEach(() => {
  homeReads = [];
  nextPageAnswerStale = false;
  staleAnswered = false;
  view.server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/graphql') || request.method !== 'POST') return;
    const body = (await request.clone().json()) as Operation | Operation[];
    for (const operation of Array.isArray(body) ? body : [body]) {
      if (operation.operationName === 'Page' && operation.variables?.pageType === 'HOME') homeReads.push(operation.variables.first ?? -1);
    }
  });
  // The mock world's answers, with the page request's list said to be STALE when the test asks for it.
  view.server.use(
    http.post(`${ORIGIN}/graphql`, async ({ request }) => {
      const body = (await request.clone().json()) as Operation | Operation[];
      const answered = await view.backend.handle(await toMockRequest(request));
      if (!answered) throw new Error('The mock world does not answer /graphql');
      const response = await toHttpResponse(answered);
      if (!nextPageAnswerStale) return response;
      const operations = Array.isArray(body) ? body : [body];
      const results = (await response.json()) as { data?: { page?: { groups?: { status?: string } } } }[] | { data?: unknown };
      const list = Array.isArray(results) ? results : [results];
      operations.forEach((operation, index) => {
        const groups = (list[index] as { data?: { page?: { groups?: { status?: string } } } } | undefined)?.data?.page?.groups;
        if (operation.operationName === 'Page' && operation.variables?.first === FULL_PAGE && groups) {
          groups.status = 'STALE';
          nextPageAnswerStale = false;
          staleAnswered = true;
        }
      });
      return HttpResponse.json(results, { status: response.status });
    }),
  );
  // The page-settled wait is held: Home's page request (the rows below the first screen) is not asked for.
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number, ...rest: unknown[]) =>
    delay === IDLE_PREFETCH_DELAY_MS ? (0 as unknown as ReturnType<typeof setTimeout>) : realSetTimeout(handler, delay, ...rest)) as typeof setTimeout);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// jsdom has no layout, media queries nor video (tests/support/no-layout.ts).
withoutLayoutOrMotion();

describe("a list page's status check", () => {
  it("refetches a STALE list with the page request's length, not the first screen's rows drawn", async () => {
    view.render(<HomePage />);
    await screen.findByRole('region', { name: 'Featured' }, { timeout: SCREEN_PATIENCE_MS });
    await waitFor(() => expect(screen.queryAllByRole('list', { name: / tiles$/ }).length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
    expect(new Set(homeReads)).toEqual(new Set([FIRST_SCREEN]));

    // Five saved changes (say, the viewer saving shows from the first screen): one refetch, which checks the status.
    nextPageAnswerStale = true;
    for (let change = 0; change < STATUS_CHECK_EVERY_CHANGES; change += 1) raisePageRefetch('saved-changed');
    await waitFor(() => expect(staleAnswered).toBe(true), { timeout: SCREEN_PATIENCE_MS });
    const sentBefore = homeReads.length;
    // The STALE list is asked for again, as long as the page request's list (its first groups), not the first screen's.
    await waitFor(() => expect(homeReads.length).toBeGreaterThan(sentBefore), { timeout: SCREEN_PATIENCE_MS });
    expect(homeReads.slice(sentBefore)).toEqual(homeReads.slice(sentBefore).map(() => FULL_PAGE));
  });
});
