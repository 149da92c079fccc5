import { SourceMap } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readFirstTileTrace } from '../../../scripts/bench/first-tile-profile.ts';
import { CORE_LOADED_MARK, FIRST_TILE_MARK } from '../../../common/metrics.ts';

/** A chunk whose every position maps to one source file (one mapping at line 0, column 0). */
function chunkFrom(source: string): SourceMap {
  return new SourceMap({ version: 3, file: 'chunk.js', sources: [source], sourcesContent: [], names: [], mappings: 'AAAA', sourceRoot: '' });
}

const maps = new Map([
  ['app-1.js', chunkFrom('../../node_modules/@apollo/client/cache/inmemory/writeToStore.js')],
  ['browser-2.js', chunkFrom('../../mocks/graphql/tiles.ts')],
  ['graphql-3.js', chunkFrom('../../node_modules/graphql/execution/execute.mjs')],
  ['react-4.js', chunkFrom('../../node_modules/react-dom/cjs/react-dom-client.production.js')],
]);

const frame = (functionName: string, url = '') => ({ functionName, url: url ? `http://localhost/assets/${url}` : '', lineNumber: 0, columnNumber: 10 });

/** The renderer's main thread (pid 1, tid 7): marks at 1,000 and 2,000 µs, a profile with one sample per node. */
function trace(samples: Array<{ node: number; at: number }>) {
  const nodes = [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, parent: 1, callFrame: frame('write', 'app-1.js') },
    { id: 3, parent: 1, callFrame: frame('handleGraphQL', 'browser-2.js') },
    // graphql-js decides nothing: its caller does (here the mock world).
    { id: 4, parent: 3, callFrame: frame('executeField', 'graphql-3.js') },
    { id: 5, parent: 1, callFrame: frame('(garbage collector)') },
    { id: 6, parent: 1, callFrame: frame('(idle)') },
    { id: 7, parent: 1, callFrame: frame('performWorkOnRoot', 'react-4.js') },
    // A DOM call without a URL is counted where it was called from.
    { id: 8, parent: 7, callFrame: frame('appendChild') },
  ];
  let previous = 0;
  const timeDeltas = samples.map(({ at }) => {
    const delta = at - previous;
    previous = at;
    return delta;
  });
  return [
    { name: 'thread_name', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
    { name: CORE_LOADED_MARK, ph: 'R', pid: 1, tid: 7, ts: 1000 },
    { name: FIRST_TILE_MARK, ph: 'R', pid: 1, tid: 7, ts: 2000 },
    { name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', pid: 1, tid: 7, ts: 500, tdur: 400 },
    { name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', pid: 1, tid: 7, ts: 1100, tdur: 300 },
    { name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', pid: 1, tid: 7, ts: 1500, tdur: 200 },
    // Another thread's task is not the page's main thread.
    { name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', pid: 1, tid: 9, ts: 1200, tdur: 5000 },
    { name: 'Profile', ph: 'P', pid: 1, tid: 7, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
    { name: 'ProfileChunk', ph: 'P', pid: 1, tid: 7, ts: 0, id: '0x1', args: { data: { cpuProfile: { nodes, samples: samples.map(({ node }) => node) }, timeDeltas } } },
  ];
}

describe("the bench's first-tile profile", () => {
  it("counts the main thread's CPU and its samples by area between the two marks only", () => {
    const profile = readFirstTileTrace(
      trace([
        { node: 2, at: 900 }, // before the span: not counted
        { node: 2, at: 1000 }, // Apollo, 100 µs
        { node: 4, at: 1100 }, // graphql-js under the mock world, 200 µs
        { node: 6, at: 1300 }, // idle, 100 µs: not counted
        { node: 5, at: 1400 }, // garbage collection, 100 µs
        { node: 8, at: 1500 }, // a DOM call under React, 500 µs
        { node: 2, at: 2000 }, // after the span
        { node: 2, at: 2100 },
      ]),
      maps,
    );
    expect(profile?.spanMs).toBe(1);
    expect(profile?.mainThreadCpuMs).toBeCloseTo(0.5);
    expect(profile?.shares['Apollo Client']).toBeCloseTo(100 / 900);
    expect(profile?.shares['mock world']).toBeCloseTo(200 / 900);
    expect(profile?.shares['garbage collection']).toBeCloseTo(100 / 900);
    expect(profile?.shares.React).toBeCloseTo(500 / 900);
    expect(profile?.shares.MSW).toBe(0);
  });

  it('reads nothing from a load that never marked its first tile', () => {
    const events = trace([{ node: 2, at: 1000 }]).filter((event) => event.name !== FIRST_TILE_MARK);
    expect(readFirstTileTrace(events, maps)).toBeUndefined();
  });
});
