/**
 * What the mock world's start makes. In the mock build (and the dev server) the world starts afresh with every page
 * load, in the page: whatever the start makes, every page load of every browser test pays for. So the start makes
 * what the first page needs and no more, and what it makes the cheap way is the same as what the careful way makes.
 */
import { buildSchema, printSchema } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { schemaSDL } from '../../generated/graphql/sdl.ts';
import { PageDocumentText } from '../../generated/graphql/documents/PageDocument.ts';
import { UserSubscriptionDocumentText } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';
import { firstReadVariables } from '../../app/lib/pages/first-screen.ts';
import { SESSION_COOKIE, type MockRequest } from '../../mocks/core/exchange.ts';
import { createMockSchema } from '../../mocks/graphql/schema.ts';
import { TEST_NOW, TEST_ORIGIN } from './support/graphql-world.ts';

function request(method: string, path: string, body?: unknown): MockRequest {
  return {
    method,
    origin: TEST_ORIGIN,
    path,
    query: new URLSearchParams(),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    cookies: { [SESSION_COOKIE]: 'world-start' },
    body,
  };
}

describe("the mock world's start", () => {
  it("builds the contract's schema without checking its SDL again, and it is the schema a checked build makes", () => {
    // buildSchema checks the SDL (it throws on an invalid one).
    expect(printSchema(createMockSchema())).toBe(printSchema(buildSchema(schemaSDL)));
  });

  it("makes no REST validator until a REST request is validated (Home's first reads make none)", async () => {
    // A fresh copy of the modules: the test files of a worker share theirs, and another file may have validated already.
    vi.resetModules();
    const contracts = await import('../../common/openapi/contracts.ts');
    const { createMockBackend } = await import('../../mocks/backend.ts');
    const backend = createMockBackend({ now: () => TEST_NOW, timeBudgetMs: 10 * 60_000 });
    expect(contracts.validatorsMade()).toBe(false);

    const subscription = await backend.handle(request('POST', '/graphql', { operationName: 'UserSubscription', query: UserSubscriptionDocumentText, variables: {} }));
    const home = await backend.handle(request('POST', '/graphql', { operationName: 'Page', query: PageDocumentText, variables: firstReadVariables('/player/mytv') }));
    expect([subscription?.status, home?.status]).toEqual([200, 200]);
    expect(contracts.validatorsMade()).toBe(false);

    const zip = await backend.handle(request('POST', '/billing/validate_zip', { zip: '78701' }));
    expect(zip?.status).toBe(200);
    expect(contracts.validatorsMade()).toBe(true);
  });
});
