/**
 * The servers a browser test starts for itself (a standalone mock server, a dev server with other settings): node
 * processes of the repository, each in its own process group, so that stopping it stops what it started (vite's
 * workers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface TestProcesses {
  /** Runs `node <args…>` in the repository with `env` added; its stdout is piped (read it for a ready line: `printed`). */
  start(args: string[], env?: NodeJS.ProcessEnv): ChildProcess;
  /** Stops every process started (and what each started). */
  stopAll(): void;
}

export function testProcesses(): TestProcesses {
  const children: ChildProcess[] = [];
  return {
    start(args, env = {}) {
      const child = spawn(process.execPath, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
      children.push(child);
      return child;
    },
    stopAll() {
      for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

/**
 * For a server script started by `start` (through tsx): stops it with `stop` on SIGTERM, once. The signal comes twice
 * (to the process group from `stopAll`, and passed on by tsx's parent process); a second `stop` while the first is
 * under way would end the process before the first one finished (a server closed twice answers at once).
 */
export function stopOnSigterm(stop: () => Promise<unknown>): void {
  let stopping = false;
  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    void stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

/**
 * Resolves once `child` has printed `marker` on its stdout (a server's ready line, e.g. '{"url"'); rejects, naming
 * `name`, if it exits first.
 */
export function printed(child: ChildProcess, marker: string, name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(marker)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${name} stopped (${String(code)})`)));
  });
}
