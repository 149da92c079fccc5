import { describe, expect, it } from 'vitest';
import { packageOf, readSampledProfile, type CallFrame, type TraceEvent } from '../../../scripts/bench/cpu-profile.ts';

const frame = (functionName: string, url = ''): CallFrame => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
const event = (name: string, fields: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'P', pid: 1, tid: 7, ts: 0, ...fields });

/** A profile of thread 7 in two chunks: root 1 → 2 (app.js) → 3 (a frame with no script); another thread's profile beside it. */
const events: TraceEvent[] = [
  event('Profile', { id: '0x1', args: { data: { startTime: 1000 } } }),
  event('Profile', { tid: 9, id: '0x2', args: { data: { startTime: 0 } } }),
  event('ProfileChunk', { id: '0x1', args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: frame('(root)') }, { id: 2, parent: 1, callFrame: frame('render', 'http://x/assets/app.js') }], samples: [2, 1] }, timeDeltas: [10, 5] } } }),
  event('ProfileChunk', { id: '0x2', args: { data: { cpuProfile: { nodes: [], samples: [2] }, timeDeltas: [1] } } }),
  event('ProfileChunk', { id: '0x1', args: { data: { cpuProfile: { nodes: [{ id: 3, parent: 2, callFrame: frame('leaf') }], samples: [3] }, timeDeltas: [20] } } }),
];

describe("the bench's reading of a sampled CPU profile", () => {
  it("reads the thread's samples across its chunks, each at its time from the profile's start", () => {
    expect(readSampledProfile(events, 1, 7)?.samples).toEqual([
      { node: 2, ts: 1010 },
      { node: 1, ts: 1015 },
      { node: 3, ts: 1035 },
    ]);
  });

  it('is undefined for a thread with no profile', () => {
    expect(readSampledProfile(events, 1, 8)).toBeUndefined();
  });

  it("places a sample by the innermost frame that decides, from the leaf upwards, else by what is given", () => {
    const profile = readSampledProfile(events, 1, 7);
    const seen: string[] = [];
    const place = profile?.placeOfNodes((frame) => {
      seen.push(frame.functionName);
      return frame.url ? 'app.js' : undefined;
    }, 'other');
    expect(place?.(3)).toBe('app.js');
    expect(place?.(1)).toBe('other');
    expect(place?.(3)).toBe('app.js');
    // Each node's place is worked out once.
    expect(seen).toEqual(['leaf', 'render', '(root)']);
  });

  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@apollo/client/cache/inmemory/writeToStore.js', '@apollo/client'],
    ['../../node_modules/a/node_modules/@wry/trie/lib/index.js', '@wry/trie'],
    ['../../app/frame/AppShell.tsx', undefined],
  ])('the package of %s: %s', (source, name) => {
    expect(packageOf(source)).toBe(name);
  });
});
