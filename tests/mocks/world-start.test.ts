/**
 * What the mock world's start makes. In the mock build (and the dev server) the world starts afresh with every page
 * load, in the page: whatever the start makes, every page load of every browser test pays for. So the start makes
 * what the first page needs and no more, and what it makes the cheap way is the same as what the careful way makes.
 */
import { buildSchema, parse, printSchema } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { schemaSDL } from '../../generated/graphql/sdl.ts';
import { schemaDocument } from '../../generated/graphql/sdl-document.ts';
import type * as GeneratedValidators from '../../generated/rest/validators.js';
import { PageDocumentText } from '../../generated/graphql/documents/PageDocument.ts';
import { UserSubscriptionDocumentText } from '../../generated/graphql/documents/UserSubscriptionDocument.ts';
import { firstReadVariables } from '../../app/lib/pages/first-screen.ts';
import { SESSION_COOKIE, type MockRequest } from '../../mocks/core/exchange.ts';
import { createMockSchema } from '../../mocks/graphql/schema.ts';
import { catalogIndex } from '../../mocks/graphql/catalog-index.ts';
import { buildCatalog } from '../../mocks/db/catalog/index.ts';
import { CATALOG_IMAGE_PATHS } from '../../mocks/media/images.ts';
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

  it("builds the schema from the syntax tree codegen wrote, the SDL's as graphql-js parses it, without parsing the SDL again", () => {
    expect(schemaDocument).toEqual(parse(schemaSDL, { noLocation: true }));
    // The schema's types carry the very nodes of that tree: none made by a parse at start.
    const query = schemaDocument.definitions.find((definition) => definition.kind === 'ObjectTypeDefinition' && definition.name.value === 'Query');
    expect(query).toBeDefined();
    expect(createMockSchema().getQueryType()?.astNode).toBe(query);
  });

  it('loads and makes the REST validators once, on the first REST request whose check reads a schema (not for Home\'s first reads and the geo check), and reuses them', async () => {
    // A fresh copy of the modules, with the generated validators' module loads and factory counted: the test files of a
    // worker share their modules, and another file may have validated already.
    vi.resetModules();
    const loads = vi.fn();
    const makings = vi.fn();
    vi.doMock('../../generated/rest/validators.js', async (importOriginal) => {
      loads();
      const generated = await importOriginal<typeof GeneratedValidators>();
      return {
        ...generated,
        createValidators: (...args: Parameters<typeof generated.createValidators>) => {
          makings();
          return generated.createValidators(...args);
        },
      };
    });
    try {
      const { createMockBackend } = await import('../../mocks/backend.ts');
      const backend = createMockBackend({ now: () => TEST_NOW, timeBudgetMs: 10 * 60_000 });

      const subscription = await backend.handle(request('POST', '/graphql', { operationName: 'UserSubscription', query: UserSubscriptionDocumentText, variables: {} }));
      const home = await backend.handle(request('POST', '/graphql', { operationName: 'Page', query: PageDocumentText, variables: firstReadVariables('/player/mytv') }));
      // The geo check the app sends as it starts takes no parameter and no body: checked without a schema.
      const geo = await backend.handle(request('GET', '/geo/check'));
      expect([subscription?.status, home?.status, geo?.status]).toEqual([200, 200, 200]);
      // The ≈ 1.1 MB module is not even loaded (in the mock build, every page load would parse it).
      expect(loads).toHaveBeenCalledTimes(0);
      expect(makings).toHaveBeenCalledTimes(0);

      // Each request is checked against its operation's contract (a bad one is refused), all with the validators made the
      // first time: another operation's schemas among them.
      const answers = [
        await backend.handle(request('POST', '/billing/validate_zip', { zip: '78701' })),
        await backend.handle(request('POST', '/billing/validate_zip', { zip: 78701 })),
        await backend.handle({ ...request('GET', '/billing/offer_details'), query: new URLSearchParams({ token: 'SUMMER5' }) }),
        await backend.handle(request('POST', '/billing/validate_zip', { zip: '10001' })),
      ];
      expect(answers.map((answer) => answer?.status)).toEqual([200, 400, 200, 200]);
      expect(loads).toHaveBeenCalledTimes(1);
      expect(makings).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('../../generated/rest/validators.js');
      vi.resetModules();
    }
  });

  it("indexes the catalog reading each distinct time once, and lists each show's and channel's airings by start", () => {
    // A catalog of its own (the index is kept per catalog): ≈ 18,600 airings and ≈ 1,700 on-demand windows, whose
    // ≈ 37,000 start and end times are a few hundred distinct texts.
    const catalog = buildCatalog(7, TEST_NOW, CATALOG_IMAGE_PATHS);
    const times = new Set([...catalog.broadcasts.flatMap((airing) => [airing.startsAt, airing.endsAt]), ...catalog.vod.flatMap((vod) => [vod.availableFrom, vod.availableUntil])]);
    const parse = vi.spyOn(Date, 'parse');
    try {
      const index = catalogIndex(catalog);
      expect(parse.mock.calls.length).toBeLessThanOrEqual(times.size);
      expect(times.size).toBeLessThan(catalog.broadcasts.length / 10);
      // In start order, those starting together in the catalog's order (what a stable sort by start makes).
      const byStart = <T extends { start: number }>(list: T[]) => [...list].sort((a, b) => a.start - b.start);
      for (const map of [index.broadcastsByChannel, index.broadcastsByShow, index.broadcastsByEpisode]) {
        for (const list of map.values()) expect(byStart(list).every((item, position) => item === list[position])).toBe(true);
      }
      const show = index.broadcastsByShow.get('shw-yellowstone') ?? [];
      expect(show.map((timed) => timed.broadcast)).toEqual(
        byStart(catalog.broadcasts.filter((airing) => airing.showId === 'shw-yellowstone').map((airing) => ({ airing, start: Date.parse(airing.startsAt) }))).map(({ airing }) => airing),
      );
    } finally {
      parse.mockRestore();
    }
  });

  it("makes no lookup Home's first reads do not read (airings by id, by episode, …), and makes each, when read, as an eager index would", async () => {
    // Fresh modules: the index is kept per catalog, and another test of this worker may have read its lookups already.
    vi.resetModules();
    const { catalogIndex: freshIndex, indexPartsMade } = await import('../../mocks/graphql/catalog-index.ts');
    const { handleGraphQL, prepareGraphQL } = await import('../../mocks/graphql/http.ts');
    const { createWorld } = await import('../../mocks/scenarios/create-world.ts');
    const world = createWorld({ now: () => TEST_NOW });
    // What the page does as it starts: the world's GraphQL made ready, then the app's two first reads answered.
    prepareGraphQL(world);
    const subscription = await handleGraphQL(world, request('POST', '/graphql', { operationName: 'UserSubscription', query: UserSubscriptionDocumentText, variables: {} }));
    const home = await handleGraphQL(world, request('POST', '/graphql', { operationName: 'Page', query: PageDocumentText, variables: firstReadVariables('/player/mytv') }));
    expect([subscription.status, home.status]).toEqual([200, 200]);
    const index = freshIndex(world.catalog);
    expect(indexPartsMade(index)).toEqual([]);

    // Read, each is what the eager index held: the same objects the other lookups list, in the same order.
    const { catalog } = world;
    const timedAiring = new Map([...index.broadcastsByChannel.values()].flat().map((timed) => [timed.broadcast, timed]));
    const timedWindow = new Map([...index.vod.values()].map((timed) => [timed.vod, timed]));
    expect([...index.broadcasts.entries()]).toEqual(catalog.broadcasts.map((airing) => [airing.broadcastId, timedAiring.get(airing)]));
    expect([...index.broadcasts.values()].every((timed) => timed === timedAiring.get(timed.broadcast))).toBe(true);
    const byStart = [...timedAiring.values()].sort((a, b) => a.start - b.start);
    const grouped = <T, K>(items: T[], key: (item: T) => K | null) => {
      const groups = new Map<K, T[]>();
      for (const item of items) {
        const value = key(item);
        if (value !== null) groups.set(value, [...(groups.get(value) ?? []), item]);
      }
      return groups;
    };
    expect(index.broadcastsByEpisode).toEqual(grouped(byStart, (timed) => timed.broadcast.episodeId));
    expect(index.vodByEpisode).toEqual(grouped(catalog.vod.map((vod) => timedWindow.get(vod)), (timed) => timed?.vod.episodeId ?? null));
    expect(index.showsByChannel).toEqual(grouped(catalog.shows, (show) => show.channelId));
    expect(indexPartsMade(index)).toEqual(['broadcasts', 'broadcastsByEpisode', 'vodByEpisode', 'showsByChannel']);
    // Made once: a second read is the same map.
    expect(index.broadcasts).toBe(index.broadcasts);
    vi.resetModules();
  });

  it('makes the catalog reading and writing each distinct time about once, not once per airing or on-demand window', () => {
    const parse = vi.spyOn(Date, 'parse');
    const write = vi.spyOn(Date.prototype, 'toISOString');
    try {
      const catalog = buildCatalog(42, TEST_NOW, CATALOG_IMAGE_PATHS);
      const [parses, writes] = [parse.mock.calls.length, write.mock.calls.length];
      const times = new Set<string>();
      JSON.stringify(catalog, (_key, value: unknown) => {
        if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value)) times.add(value);
        return value;
      });
      // ≈ 750 distinct times among ≈ 42,000 in the catalog; each builder (guide, episodes, on-demand windows, offers) keeps its own.
      expect(parses).toBeLessThanOrEqual(times.size);
      expect(writes).toBeLessThanOrEqual(2 * times.size);
    } finally {
      parse.mockRestore();
      write.mockRestore();
    }
  });
});
