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

/**
 * Runs the CLI to its end: its exit code, what it wrote to stderr, and the workspace's modules it loaded (paths from
 * the workspace root, in the order loaded; node_modules left out).
 */
export function runMockServerCli(args: string[]): Promise<{ code: number; stderr: string; loaded: string[] }> {
  return runCli(main, args);
}

/** Runs another command of the workspace (`entry`, from the workspace root) the same way: `npm run preview:prod`'s, … */
export async function runCli(entry: string, args: string[]): Promise<{ code: number; stderr: string; loaded: string[] }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mock-server-cli-'));
  const file = path.join(folder, 'loaded.txt');
  try {
    const ended = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', recordLoadsInto(file), path.resolve(root, entry), ...args], { cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    const urls = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter((url) => url.startsWith('file://'));
    const loaded = urls.map((url) => path.relative(root, fileURLToPath(url))).filter((file) => !file.startsWith('..') && !file.startsWith('node_modules'));
    return { ...ended, loaded };
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
  /** Resolves once every process of it has gone. */
  exited: Promise<void>;
}

/**
 * Starts the CLI (with `env` added to the environment) and resolves once it announced itself (the token line), or
 * fails with its log. It runs in a process group of its own, so that `kill` reaches the server itself, not only tsx.
 */
export function startMockServerCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  return startCli(main, args, env);
}

/** Starts another server command of the workspace (`entry`, from the workspace root) the same way. */
export async function startCli(entry: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  const child = spawn(process.execPath, [tsxCli, path.resolve(root, entry), ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } });
  // The server process tsx runs holds the pipes open: 'close' comes once it has gone too.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let out = '';
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await vi.waitUntil(() => out.includes('scripts send'), { timeout: 90_000, interval: 50 });
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
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    },
    exited,
  };
}
