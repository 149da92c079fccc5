// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheFirstRead } from '../../../app/api/graphql/client.ts';
import { sendFirstRead } from '../../../app/api/graphql/first-read.ts';
import { ShowDetailContent } from '../../../app/features/details/index.ts';
import { detailFirstReadVariables } from '../../../app/lib/pages/detail-address.ts';
import { PageDocument, PageDocumentText } from '../../../generated/graphql/documents/PageDocument.ts';
import { ORIGIN, SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { stubResizeObserver } from '../../support/no-layout.ts';

// A show page loaded at its address: the entry reads the page before Apollo Client has loaded and puts the answer in
// the cache as the client is made (docs/decisions/0012-first-read-before-apollo.md). When that read fails, the failure
// is the page's: reported once, the page says so with Try Again, and Try Again asks the server once.

const view = setupViewTests();

beforeAll(() => {
  stubResizeObserver();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

interface GraphQLOperation {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: unknown };
}

/** The show page's reads as they reach the server: the entry's ('read'), Apollo Client's hash alone ('hash') or with its text ('text'). */
function serveShowPage(): { reads: string[]; failing: boolean } {
  const server = { reads: [] as string[], failing: true };
  const handler = async ({ request }: { request: Request }) => {
    const body = (await request.clone().json()) as GraphQLOperation | GraphQLOperation[];
    const pages = (Array.isArray(body) ? body : [body]).filter((operation) => operation.operationName === 'Page');
    for (const operation of pages) server.reads.push(!operation.extensions?.persistedQuery ? 'read' : operation.query ? 'text' : 'hash');
    if (pages.length > 0 && server.failing) return HttpResponse.json({ errors: [{ message: 'unavailable' }] }, { status: 503 });
    return undefined; // the mock world answers
  };
  view.server.use(http.post(`${ORIGIN}/graphql`, handler));
  return server;
}

describe("a show page whose entry's first read failed", () => {
  it('says so once, with Try Again, which asks the server once and draws the page', async () => {
    const server = serveShowPage();
    const variables = detailFirstReadVariables('/player/show/shw-yellowstone', '');
    if (!variables) throw new Error('no first read for a show page');
    const sentRead = sendFirstRead({ url: `${ORIGIN}/graphql`, document: PageDocument, query: PageDocumentText, variables: { ...variables } });
    const onNetworkIssue = vi.fn();
    // The client is made and the read's answer written into its cache before the page first renders, as the entry does.
    const rendered = view.render(<></>, { onNetworkIssue });
    await cacheFirstRead(rendered.graphql.apollo, sentRead);
    rendered.rerender(<ShowDetailContent id="shw-yellowstone" title="Show Detail" options={{ filterId: null, sorterId: null }} onOptionChosen={() => undefined} />);

    expect((await screen.findByRole('alert', {}, { timeout: SCREEN_PATIENCE_MS })).textContent).toBe('Something went wrong loading this page.');
    // The read's failure was the page's: reported once, and not asked again.
    expect(onNetworkIssue).toHaveBeenCalledOnce();
    expect(server.reads).toEqual(['read']);

    server.failing = false;
    await rendered.user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { level: 1, name: 'Yellowstone' }, { timeout: SCREEN_PATIENCE_MS });
    // Asked once (Apollo Client's persisted-query protocol: the hash, then the text when the server asks for it).
    expect(server.reads.slice(1).filter((read) => read === 'hash')).toEqual(['hash']);
    expect(onNetworkIssue).toHaveBeenCalledOnce();
  });
});
