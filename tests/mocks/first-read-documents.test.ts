import { describe, expect, it, vi } from 'vitest';
import { PageDocumentText } from '../../generated/graphql/documents/PageDocument.ts';
import { UserSubscriptionDocumentText } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';
import { createTestWorld } from './support/graphql-world.ts';

// The browser mocks prepare GraphQL while the service worker registers (prepareGraphQL, mocks/graphql/http.ts), so that
// the page's first requests wait for no parse: the app's first reads (the user's subscription and a page's first
// screen, app/api/graphql/first-read.ts) are sent with their text on every page load, the first never by hash alone.

describe("the mock world's GraphQL made ready before the first request", () => {
  it("holds the app's first reads' documents parsed, with no persisted query known (a first visit)", async () => {
    // Fresh modules: the test files of a worker share theirs, and another file may have parsed these texts already.
    vi.resetModules();
    const { prepareGraphQL } = await import('../../mocks/graphql/http.ts');
    const { documentCacheSize, prepareDocument } = await import('../../mocks/graphql/documents.ts');
    expect(documentCacheSize().entries).toBe(0);
    prepareGraphQL(createTestWorld().world);
    const prepared = documentCacheSize().entries;
    expect(prepared).toBeGreaterThanOrEqual(2);
    for (const text of [UserSubscriptionDocumentText, PageDocumentText]) expect(prepareDocument(text).errors).toEqual([]);
    expect(documentCacheSize().entries).toBe(prepared);
  });
});
