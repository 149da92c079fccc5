/**
 * `npm run mock:server` (and the other server commands: `npm run preview:prod`, …) as a test runs it: through tsx in
 * its own node process. It reads its arguments before it loads the mock world (the world, and the proxy, are imported
 * only once the arguments are good): a refusal comes in about a second on a quiet machine, a start takes seconds,
 * tens of seconds on a busy one.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { vi } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const main = path.join(root, 'scripts/mock-server/main.ts');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** Node module hooks (run in node's hooks thread) that append the URL of every module loaded to a file. */
const RECORD_LOADS_HOOKS = `
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function load(url, context, next) { appendFileSync(file, url + '\\n'); return next(url, context); }
`;

/** A `--import` that registers those hooks after tsx's, so they see every module tsx loads. */
function recordLoadsInto(file: string): string {
  const hooks = `data:text/javascript,${encodeURIComponent(RECORD_LOADS_HOOKS)}`;
  return `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(hooks)}, { data: { file: ${JSON.stringify(file)} } });`)}`;
}

/** What a run loaded: the workspace's modules (paths from the workspace root, in the order loaded; node_modules left out) and the packages. */
export interface Loads {
  loaded: string[];
  /** The packages of node_modules it imported (by name, e.g. `ioredis`), in the order first loaded. */
  packages: string[];
}

async function readLoads(file: string): Promise<Loads> {
  const urls = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter((url) => url.startsWith('file://'));
  const files = urls.map((url) => path.relative(root, fileURLToPath(url)));
  const loaded = files.filter((file) => !file.startsWith('..') && !file.startsWith('node_modules'));
  const packages = files.flatMap((file) => {
    const inside = file.split('node_modules/').at(-1) ?? '';
    return file.includes('node_modules/') ? [inside.split('/').slice(0, inside.startsWith('@') ? 2 : 1).join('/')] : [];
  });
  return { loaded, packages: [...new Set(packages)] };
}

/** Runs the CLI to its end: its exit code, what it wrote to stderr, and what it loaded. */
export function runMockServerCli(args: string[]): Promise<{ code: number; stderr: string } & Loads> {
  return runCli(main, args);
}

/** Runs another command of the workspace (`entry`, from the workspace root) the same way: `npm run preview:prod`'s, … */
export async function runCli(entry: string, args: string[]): Promise<{ code: number; stderr: string } & Loads> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mock-server-cli-'));
  const file = path.join(folder, 'loaded.txt');
  try {
    const ended = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', recordLoadsInto(file), path.resolve(root, entry), ...args], { cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    return { ...ended, ...(await readLoads(file)) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface RunningCli {
  /** The server's URL, as it announced it. */
  url: string;
  /** What it printed so far. */
  out(): string;
  /** What it logged so far (stderr). */
  log(): string;
  /** Stops it as an operator would (SIGTERM, passed on by tsx to the server). */
  stop(): void;
  /** Kills it as a crash would: SIGKILL to tsx and the server process it runs (its process group), no exit hook run. */
  kill(): void;
  /** Sends `signal` to its process alone (started with `oneProcess`: the command's own, not what it started). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves once every process of it has gone. */
  exited: Promise<void>;
  /** What it loaded so far (started with `recordLoads`; otherwise nothing is recorded). */
  loads(): Promise<Loads>;
}

/**
 * Starts the CLI (with `env` added to the environment) and resolves once it announced itself (`options.announced`), or
 * fails with its log. It runs in a process group of its own, so that `kill` reaches the server itself, not only tsx.
 */
export function startMockServerCli(args: string[], env: NodeJS.ProcessEnv = {}, options: CliOptions = {}): Promise<RunningCli> {
  return startCli(main, args, env, options);
}

export interface CliOptions {
  /** Run it in one node process with tsx imported, no tsx CLI in front (so that `signal` reaches the command itself). */
  oneProcess?: boolean;
  /** Record what it loads, as `runCli` does (in one process). */
  recordLoads?: boolean;
  /**
   * What it prints once it has started (the mock server's token line by default). A command that starts servers of its
   * own (`npm run preview:shared`) passes theirs on as they come, before its own line: wait for that one.
   */
  announced?: string;
  /** How long it may take to print that (90 s by default). */
  announcedWithinMs?: number;
}

/** Starts another server command of the workspace (`entry`, from the workspace root) the same way. */
export async function startCli(entry: string, args: string[], env: NodeJS.ProcessEnv = {}, options: CliOptions = {}): Promise<RunningCli> {
  const folder = options.recordLoads ? await mkdtemp(path.join(tmpdir(), 'mock-server-cli-')) : null;
  const file = folder ? path.join(folder, 'loaded.txt') : null;
  const node = file ? ['--import', 'tsx', '--import', recordLoadsInto(file)] : options.oneProcess ? ['--import', 'tsx'] : [tsxCli];
  const child = spawn(process.execPath, [...node, path.resolve(root, entry), ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } });
  // The server process tsx runs holds the pipes open: 'close' comes once it has gone too.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve())).then(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  let out = '';
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const announced = options.announced ?? 'scripts send';
    await vi.waitUntil(() => out.includes(announced), { timeout: options.announcedWithinMs ?? 90_000, interval: 50 });
  } catch (error) {
    child.kill();
    throw new Error(`the server did not start: ${log || String(error)}`, { cause: error });
  }
  return {
    url: /at (http:\/\/\S+)/.exec(out)?.[1] ?? '',
    out: () => out,
    log: () => log,
    stop: () => child.kill(),
    kill: () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch (error) {
        // Every process of it has gone already.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
    signal: (signal) => child.kill(signal),
    exited,
    loads: () => (file ? readLoads(file) : Promise.resolve({ loaded: [], packages: [] })),
  };
}
