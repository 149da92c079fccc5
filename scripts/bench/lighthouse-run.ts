/**
 * What `scripts/bench/lighthouse.ts` and `scripts/bench/lighthouse-ab.ts` share: the pages measured and their aims,
 * a production build, Debian's chromium with a DevTools port, Lighthouse's flags for the signed-in preview, and the
 * figures read from a Lighthouse result.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Flags, Result } from 'lighthouse';
import { TraceEngineResult } from 'lighthouse/core/computed/trace-engine-result.js';
import { SESSION_COOKIE } from '../../mocks/core/exchange.ts';
import { PREVIEW_SESSION } from '../preview/static-site.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The pages measured, by the name printed. */
export const PAGES = [
  { name: 'Home', path: '/player/mytv' },
  { name: 'Guide', path: '/player/guide' },
  { name: 'Show page', path: '/player/show/shw-yellowstone' },
  { name: 'Account', path: '/player/user/account' },
  { name: 'Settings', path: '/player/user/settings' },
] as const;

export const AIMS = { performance: 90, cls: 0.05, accessibility: 100 } as const;
/** Lighthouse's own marks for a good mobile page (not this project's aims; printed for orientation). */
export const GOOD = { lcpMs: 2500, tbtMs: 200 } as const;
/** The audit that crashes on chromium 156 (its root-cause step reads a trace field the browser no longer writes). */
const SKIPPED_AUDITS = ['layout-shifts'];

export interface PageRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failing accessibility audits, with the elements each names. */
  failures: { id: string; items: string[] }[];
  targetSize: 'pass' | 'fail' | 'not applicable';
  /** Where the main thread's time went (Lighthouse's work breakdown, largest first) and the scripts that cost most. */
  mainThread: { group: string; ms: number }[];
  scripts: { url: string; ms: number }[];
  /** The largest contentful paint's element and the time in each of its phases (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  lcpPhases: { phase: string; ms: number }[];
  /** First contentful paint and speed index (ms). */
  fcpMs: number;
  speedIndexMs: number;
}

/** A production build of the app and receiver into `outDir`, as `npm run build` makes it (without its type check). */
export async function viteBuild(outDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Debian's chromium, headless, with a DevTools port (read from its stderr) for Lighthouse. */
export async function startChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`chromium gave no DevTools port within 60 s:\n${seen}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`chromium exited (${code}) before its DevTools port opened:\n${seen}`));
    });
  });
  // Keep draining stderr, or chromium blocks once the pipe fills.
  child.stderr?.resume();
  return { port, process: child };
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? node.snippet ?? '?'})`.trim() : JSON.stringify(item).slice(0, 120);
}

export function readRun(lhr: Result): PageRun {
  const audit = (id: string) => lhr.audits[id];
  const score = (id: string) => Math.round(100 * (lhr.categories[id]?.score ?? 0));
  const failures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => audit(ref.id))
    .filter((result): result is NonNullable<typeof result> => result !== undefined && result.scoreDisplayMode === 'binary' && result.score === 0)
    .map((result) => ({
      id: result.id,
      items: ((result.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).map(describeItem),
    }));
  const target = audit('target-size');
  const items = (id: string) => ((audit(id)?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const mainThread = items('mainthread-work-breakdown')
    .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
    .sort((a, b) => b.ms - a.ms);
  const scripts = items('bootup-time')
    .map((item) => ({ url: String(item.url).replace(/^https?:\/\/[^/]+/, ''), ms: Number(item.total) }))
    .sort((a, b) => b.ms - a.ms);
  const lcpLists = ((audit('largest-contentful-paint-element')?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? []).map((list) => list.items ?? []);
  const lcpElement = lcpLists[0]?.[0] ? describeItem(lcpLists[0][0]) : 'none';
  const lcpPhases = (lcpLists[1] ?? []).map((item) => ({ phase: String(item.phase), ms: Number(item.timing) }));
  return {
    lcpElement,
    lcpPhases,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    speedIndexMs: audit('speed-index')?.numericValue ?? Number.NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    failures,
    targetSize: !target || target.scoreDisplayMode === 'notApplicable' ? 'not applicable' : target.score === 1 ? 'pass' : 'fail',
    mainThread,
    scripts,
  };
}

/**
 * Chromium 156 writes `PipelineReporter` trace events without the frame number Lighthouse's trace engine reads
 * (`chrome_frame_reporter.frame_sequence`, used only to move screenshots to the moment they were presented), and the
 * engine's whole analysis then fails: with it the LCP element and its phases, and the layout-shift diagnostics. The
 * engine is given the trace without them (screenshots keep the time they were taken).
 */
const runTraceEngine = TraceEngineResult.runTraceEngine.bind(TraceEngineResult);
TraceEngineResult.runTraceEngine = (traceEvents) => runTraceEngine(traceEvents.filter((event) => event.name !== 'PipelineReporter'));

/** Lighthouse's flags for a run on the signed-in preview through chromium's DevTools port. */
export function lighthouseFlags(port: number): Flags {
  return {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    skipAudits: SKIPPED_AUDITS,
    // The preview hands the cookie out with the first page too; sent here so every request of every run is signed in
    // whatever Lighthouse's storage reset did.
    extraHeaders: { Cookie: `${SESSION_COOKIE}=${PREVIEW_SESSION}` },
  };
}
