/**
 * The node-identity rule without a server (scripts/conformance/graphql/node-identity.ts): one Node id with two
 * contents in two answers is a conflict; a value that changes between two reads of the same page (time) is not.
 * Against servers: tests/conformance/graphql.test.ts (the mock passes; a planted repeated section id fails), and
 * here a server that closes a connection under the check's first read.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execute, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaSDL } from '../../generated/graphql/sdl.ts';
import type { GraphQLContext } from '../../mocks/graphql/context.ts';
import { executableSchema } from '../../mocks/graphql/schema.ts';
import { createWorld } from '../../mocks/scenarios/create-world.ts';
import { loadGraphQLContract, type GraphQLContract } from '../../scripts/conformance/graphql/contract.ts';
import { identityConflicts, nodeOccurrences, nodeTypes, planNodeIdentityChecks, type TwiceRead } from '../../scripts/conformance/graphql/node-identity.ts';
import { runningClock } from '../support/clock.ts';

let contract: GraphQLContract;
let nodes: Set<string>;
beforeAll(async () => {
  contract = await loadGraphQLContract();
  nodes = nodeTypes(contract.schema);
});

/** A show page's answer: its episodes section (id `sectionId`) holding one tile group, whose tile shows `progress`. */
function showPage(sectionId: string, season: number, progress = 0) {
  return {
    page: {
      __typename: 'Page',
      id: `pg-season-${season}`,
      sections: [
        {
          __typename: 'PageSection',
          id: sectionId,
          title: 'Episodes',
          tileGroupsPageSection: {
            __typename: 'TileGroupsPageSection',
            seasonFilters: [{ __typename: 'PageOption', id: `season:${season}`, isApplied: true }],
            tileGroups: [
              {
                __typename: 'TileGroup',
                id: `tg-season-${season}`,
                title: `Season ${season}`,
                tiles: { edges: [{ node: { __typename: 'Tile', id: 'tile-live', playbackPercentage: progress } }] },
              },
            ],
          },
        },
      ],
    },
  };
}

function twice(name: string, first: unknown, second: unknown): TwiceRead<string> {
  return { page: name, reads: [nodeOccurrences(first, nodes), nodeOccurrences(second, nodes)] };
}

describe('node identity across page answers', () => {
  it('the contract names the Node types (PageSection among them)', () => {
    expect([...nodes]).toEqual(expect.arrayContaining(['Page', 'PageSection', 'TileGroup', 'Tile', 'Show']));
    expect(nodes.has('PageOption')).toBe(false);
  });

  it('keeps a nested Node as a reference: its own fields are its own occurrence', () => {
    const occurrences = nodeOccurrences(showPage('section:show:episodes', 1), nodes);
    const section = occurrences.get('PageSection:section:show:episodes')?.[0];
    expect(section?.get('tileGroupsPageSection.tileGroups[0]')).toBe('→ TileGroup:tg-season-1');
    expect(section?.get('tileGroupsPageSection.seasonFilters[0].id')).toBe('"season:1"');
    expect([...(section?.keys() ?? [])].some((path) => path.includes('tiles'))).toBe(false);
    expect(occurrences.get('TileGroup:tg-season-1')?.[0]?.get('title')).toBe('"Season 1"');
  });

  it("reports an id that two pages send with different content: a show's episodes section repeated across seasons", () => {
    const conflicts = identityConflicts([
      twice('season 1', showPage('section:show:episodes', 1), showPage('section:show:episodes', 1)),
      twice('season 2', showPage('section:show:episodes', 2), showPage('section:show:episodes', 2)),
    ]);
    expect(conflicts.map((conflict) => [conflict.node, conflict.path, conflict.first.page, conflict.second.page])).toEqual([
      ['PageSection:section:show:episodes', 'tileGroupsPageSection.seasonFilters[0].id', 'season 1', 'season 2'],
      ['PageSection:section:show:episodes', 'tileGroupsPageSection.tileGroups[0]', 'season 1', 'season 2'],
    ]);
    expect(conflicts[1]).toMatchObject({ first: { value: '→ TileGroup:tg-season-1' }, second: { value: '→ TileGroup:tg-season-2' } });
  });

  it('passes ids that name one content each: a section per season', () => {
    const conflicts = identityConflicts([
      twice('season 1', showPage('section:show:episodes:1', 1), showPage('section:show:episodes:1', 1)),
      twice('season 2', showPage('section:show:episodes:2', 2), showPage('section:show:episodes:2', 2)),
    ]);
    expect(conflicts).toEqual([]);
  });

  it('does not count as identity a value that changes between two reads of one page (a live tile’s progress)', () => {
    const conflicts = identityConflicts([
      twice('season 1', showPage('section:show:episodes:1', 1, 10), showPage('section:show:episodes:1', 1, 11)),
      twice('season 2', showPage('section:show:episodes:2', 2, 12), showPage('section:show:episodes:2', 2, 13)),
    ]);
    expect(conflicts).toEqual([]);
    // The same values, each repeated on its page's second read, are a conflict.
    const stable = identityConflicts([
      twice('season 1', showPage('section:show:episodes:1', 1, 10), showPage('section:show:episodes:1', 1, 10)),
      twice('season 2', showPage('section:show:episodes:2', 2, 12), showPage('section:show:episodes:2', 2, 12)),
    ]);
    expect(stable.map((conflict) => [conflict.node, conflict.path])).toEqual([['Tile:tile-live', 'playbackPercentage']]);
  });

  it('reports one id sent twice with different content within one answer', () => {
    const answer = { page: { __typename: 'Page', id: 'pg', tiles: [{ __typename: 'Tile', id: 't', title: 'A' }, { __typename: 'Tile', id: 't', title: 'B' }] } };
    expect(identityConflicts([twice('home', answer, answer)]).map((conflict) => [conflict.node, conflict.path, conflict.first.value, conflict.second.value])).toEqual([
      ['Tile:t', 'title', '"A"', '"B"'],
    ]);
  });
});

describe('node identity against a server', () => {
  /** The mock world's GraphQL over plain HTTP, closing the connection under the first `resets` requests. */
  async function serverResetting(resets: number): Promise<{ url: string; server: Server }> {
    const schema = executableSchema(schemaSDL);
    const contextValue: GraphQLContext = { world: createWorld({ now: runningClock() }), origin: 'http://localhost' };
    let left = resets;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (left > 0) {
          left -= 1;
          request.socket.destroy();
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string; operationName?: string; variables?: Record<string, unknown> };
        void Promise.resolve(execute({ schema, document: parse(body.query), operationName: body.operationName, variableValues: body.variables, contextValue })).then((result) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(result));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
  }

  async function runAgainst(resets: number) {
    const { url, server } = await serverResetting(resets);
    try {
      const target = { rest: null, graphqlUrl: url, wsUrl: null, cookies: {}, headers: {}, timeoutMs: 30_000 };
      const [check] = planNodeIdentityChecks({ target, graphqlUrl: url, contract, invalidOnServer: new Map() });
      return await check?.run({ target, signal: new AbortController().signal });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('sends a read again once when the connection was closed under it, and fails on a second close', async () => {
    expect(await runAgainst(1)).toEqual({ status: 'passed' });
    expect(await runAgainst(2)).toMatchObject({ status: 'failed', failure: { message: expect.stringContaining('page(pageType: "HOME"): could not reach') as unknown } });
  }, 120_000);
});
