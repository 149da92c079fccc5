/**
 * Reading Chromium's trace for the bench scripts that say where a page's main-thread time goes (first-tile-profile.ts,
 * blocking-ab.ts): the trace events they read, a thread's sampled CPU profile (it arrives in chunks: nodes, each
 * naming its parent, and samples with time deltas), the innermost frame of a sample that decides its place, and a
 * frame's original source through the build's source maps.
 */
import type { SourceMap } from 'node:module';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** A trace event, as far as the bench scripts read it. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    frame?: string;
    data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
  };
}

/** A sample of the profile: the node it ran in, and when (the trace's µs). */
export interface Sample {
  node: number;
  ts: number;
}

export interface SampledProfile {
  samples: Sample[];
  /**
   * The place of a sample's node: from the node upwards (leaf first), the first frame `decide` gives a place,
   * else `otherwise`; remembered per node.
   */
  placeOfNodes<Place>(decide: (frame: CallFrame) => Place | undefined, otherwise: Place): (node: number) => Place;
}

/** The sampled profile of thread `tid` of process `pid`; undefined when the trace has none. */
export function readSampledProfile(events: TraceEvent[], pid: number, tid: number): SampledProfile | undefined {
  const profileStart = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profileStart?.id) return undefined;
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  let time = profileStart.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profileStart.id) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += deltas[index] ?? 0;
      samples.push({ node, ts: time });
    });
  }
  return {
    samples,
    placeOfNodes<Place>(decide: (frame: CallFrame) => Place | undefined, otherwise: Place) {
      const known = new Map<number, Place>();
      return (id: number): Place => {
        if (known.has(id)) return known.get(id) as Place;
        let place = otherwise;
        for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
          const decided = decide(node.callFrame);
          if (decided !== undefined) {
            place = decided;
            break;
          }
        }
        known.set(id, place);
        return place;
      };
    },
  };
}

/** The chunk file a frame runs in ('index-1a2b.js'), or '' for a frame with no script. */
export function chunkOf(frame: CallFrame): string {
  return frame.url ? (frame.url.split('/').pop() ?? '') : '';
}

/** The original source a frame runs in, read through its chunk's source map; undefined when none maps it. */
export function originalSource(frame: CallFrame, maps: Map<string, SourceMap>): string | undefined {
  const chunk = chunkOf(frame);
  const entry = chunk ? maps.get(chunk)?.findEntry(frame.lineNumber, frame.columnNumber) : undefined;
  const source: unknown = entry && 'originalSource' in entry ? entry.originalSource : undefined;
  return typeof source === 'string' && source ? source : undefined;
}

/** The npm package a source lies in ('react-dom', '@apollo/client'), or undefined for the app's own sources. */
export function packageOf(source: string): string | undefined {
  const modules = source.lastIndexOf('node_modules/');
  if (modules < 0) return undefined;
  const rest = source.slice(modules + 'node_modules/'.length);
  return rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : (rest.split('/')[0] ?? rest);
}
