/**
 * Lighthouse's figures on a quiet machine, estimated from a run on a busy one. Lighthouse (mobile) simulates its phone
 * from the page's trace: each main-thread task takes its wall time × 4 (× 2 for a task that lays out), so at a load
 * average of 20 on two cores a task's wall time, and with it the Total Blocking Time, swings several-fold between runs
 * of one build. A task's CPU time (the trace's `tdur`) grows far less with the load. This runs Lighthouse's own
 * simulation again (its lantern FCP, LCP, TBT and speed index, from the run's trace and network log) with each task
 * timed by its CPU time, and scores it with Lighthouse's own curves and weights (mobile): the figure that says which
 * of two builds is faster when the raw scores only say how busy the machine was. It estimates: the speed index starts
 * from the visual progress seen (screenshots), which the load still stretches, and the aims are the raw figures of a
 * run on a quiet machine.
 */
import type { Artifacts, Result } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternSpeedIndex } from 'lighthouse/core/computed/metrics/lantern-speed-index.js';

/** Lighthouse 12's mobile scoring: each metric's control points (its p10 scores 0.9, its median 0.5) and weight. */
export const MOBILE_SCORING = {
  fcpMs: { p10: 1800, median: 3000, weight: 10 },
  speedIndexMs: { p10: 3387, median: 5800, weight: 10 },
  lcpMs: { p10: 2500, median: 4000, weight: 25 },
  tbtMs: { p10: 200, median: 600, weight: 30 },
} as const;
const CLS_WEIGHT = 25;

export interface CpuTimedFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
}

/** The performance score (0–100) of these metric values and CLS audit score, as Lighthouse weighs them on mobile. */
export function performanceScore(values: Record<keyof typeof MOBILE_SCORING, number>, clsScore: number): number {
  let total = CLS_WEIGHT * clsScore;
  for (const [metric, { p10, median, weight }] of Object.entries(MOBILE_SCORING)) {
    total += weight * Audit.computeLogNormalScore({ p10, median }, values[metric as keyof typeof MOBILE_SCORING]);
  }
  return Math.round(total);
}

// The simulation reads a task's duration from its graph node; while `cpuTimed` is set it reads the task's CPU time.
let cpuTimed = false;
const cpuNode = (Lantern as unknown as { Graph: { CPUNode: { prototype: object } } }).Graph.CPUNode.prototype;
const wallDuration = Object.getOwnPropertyDescriptor(cpuNode, 'duration')?.get;
if (wallDuration) {
  Object.defineProperty(cpuNode, 'duration', {
    get(this: { _event: { tdur?: number } }) {
      const wall = wallDuration.call(this) as number;
      const cpu = this._event.tdur;
      return cpuTimed && typeof cpu === 'number' ? Math.min(wall, cpu) : wall;
    },
  });
}

/** The run's figures re-simulated with each task's CPU time (call with the artifacts and result of one Lighthouse run). */
export async function cpuTimedFigures(artifacts: Artifacts, lhr: Result): Promise<CpuTimedFigures> {
  if (!wallDuration) throw new Error("lighthouse-cpu-timed: Lighthouse's lantern CPU node has no duration getter to re-time");
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, simulator: null };
  // A computed-artifact cache of its own, so nothing Lighthouse computed from wall times is reused.
  const context = { computedCache: new Map() };
  cpuTimed = true;
  try {
    const request = <T>(metric: { request(data: never, context: never): Promise<T> }) => metric.request(data as never, context as never);
    const fcpMs = (await request<{ timing: number }>(LanternFirstContentfulPaint)).timing;
    const lcpMs = (await request<{ timing: number }>(LanternLargestContentfulPaint)).timing;
    const tbtMs = (await request<{ timing: number }>(LanternTotalBlockingTime)).timing;
    const speedIndexMs = (await request<{ timing: number }>(LanternSpeedIndex)).timing;
    const clsScore = lhr.audits['cumulative-layout-shift']?.score ?? 0;
    return { performance: performanceScore({ fcpMs, lcpMs, tbtMs, speedIndexMs }, clsScore), fcpMs, lcpMs, tbtMs, speedIndexMs };
  } finally {
    cpuTimed = false;
  }
}
