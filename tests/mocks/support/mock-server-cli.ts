/**
 * `npm run mock:server` as a test runs it: through tsx in its own node process, which loads the whole mock world
 * (and the proxy) before it reads its arguments — seconds on a quiet machine, tens of seconds on a busy one.
 */
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { vi } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cli = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/mock-server/main.ts')];

/** Runs the CLI to its end: its exit code and what it wrote to stderr. */
export function runMockServerCli(args: string[]): Promise<{ code: number; stderr: string }> {
  return promisify(execFile)(process.execPath, [...cli, ...args]).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

export interface RunningCli {
  /** The server's URL, as it announced it. */
  url: string;
  /** What it printed so far. */
  out(): string;
  /** What it logged so far (stderr). */
  log(): string;
  stop(): void;
}

/** Starts the CLI and resolves once it announced itself (the token line), or fails with its log. */
export async function startMockServerCli(args: string[]): Promise<RunningCli> {
  const child = spawn(process.execPath, [...cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
  return { url: /at (http:\/\/\S+)/.exec(out)?.[1] ?? '', out: () => out, log: () => log, stop: () => child.kill() };
}
