/**
 * Mock server instances as processes of their own (each its own event loop, so two of them use two cores): the
 * production-like preview (`scripts/preview/main.ts`, the mock server serving the build) or the bare mock server
 * (`scripts/mock-server/main.ts`), started with the arguments given, their output prefixed with their name, ready
 * once they print where they listen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** How long an instance may take to start on a loaded machine (it loads the contracts and the world's code). */
export const INSTANCE_START_TIMEOUT_MS = 120_000;
/** How long an instance may take to stop before it is killed. */
const INSTANCE_STOP_TIMEOUT_MS = 10_000;

/** Which CLI an instance runs. */
export const INSTANCE_ENTRIES = {
  preview: 'scripts/preview/main.ts',
  'mock-server': 'scripts/mock-server/main.ts',
} as const;

export interface InstanceSpec {
  /** Its name in the log (`instance 1`). */
  name: string;
  entry: keyof typeof INSTANCE_ENTRIES;
  /** Its command line (after the entry). */
  args: string[];
  /** Where its output goes, a line at a time (default: the console, prefixed with its name). */
  output?: (line: string) => void;
}

export interface RunningInstance {
  name: string;
  /** Where it listens, as it said (`http://127.0.0.1:4301`). */
  url: string;
  child: ChildProcess;
  /** The command that starts it again, for a person to paste into a shell. */
  command: string;
  /** Resolves when it has exited (it was stopped, or it stopped by itself). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/** Every instance started and still running, killed if this process exits without stopping them. */
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function killOnExit(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const running of live) running.kill('SIGKILL');
  });
}

/** An argument as a POSIX shell reads it back. */
function quoted(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replaceAll("'", `'\\''`)}'`;
}

/** The shell line that runs an instance by hand (as `npm run preview:prod`/`mock:server` do, without the build). */
export function instanceCommand(entry: keyof typeof INSTANCE_ENTRIES, args: readonly string[]): string {
  return ['NODE_ENV=production', 'npx', 'tsx', INSTANCE_ENTRIES[entry], ...args].map((part, index) => (index === 0 ? part : quoted(part))).join(' ');
}

/** Starts an instance and resolves once it has said where it listens; rejects (with its output) if it exits first. */
export function startInstance(spec: InstanceSpec): Promise<RunningInstance> {
  const output = spec.output ?? ((line: string) => console.log(`[${spec.name}] ${line}`));
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE_ENTRIES[spec.entry], ...spec.args], {
    cwd: workspace,
    // The IPC channel is how an instance knows this process is there: once it closes (this process gone, however it
    // went, SIGKILL included), the instance stops (runCommand in scripts/mock-server/options.ts). Nothing is sent on it.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  killOnExit(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const said: string[] = [];
  return new Promise<RunningInstance>((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${spec.name} did not start within ${INSTANCE_START_TIMEOUT_MS} ms. It said:\n${said.join('\n')}`));
    }, INSTANCE_START_TIMEOUT_MS);
    const lines = (stream: NodeJS.ReadableStream | null) => {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        rest += chunk.toString('utf8');
        const parts = rest.split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          output(line);
          if (ready) continue;
          said.push(line);
          // Both CLIs announce themselves in one line once they listen (scripts/*/main.ts).
          const url = /^Airwave (?:mocks|production-like preview) \([^)]*\) at (http:\/\/[^\s/]+)/.exec(line)?.[1];
          if (url) {
            ready = true;
            clearTimeout(timer);
            resolve({
              name: spec.name,
              // (the preview names it by localhost, for the page's secure context)
              url,
              child,
              command: instanceCommand(spec.entry, spec.args),
              exited,
              stop: async () => {
                if (child.exitCode !== null || child.signalCode !== null) return;
                const kill = setTimeout(() => child.kill('SIGKILL'), INSTANCE_STOP_TIMEOUT_MS);
                child.kill('SIGTERM');
                await exited;
                clearTimeout(kill);
              },
            });
          }
        }
      });
    };
    lines(child.stdout);
    lines(child.stderr);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${spec.name} could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      if (ready) return;
      clearTimeout(timer);
      reject(new Error(`${spec.name} exited (${signal ?? `code ${code}`}) before it listened. It said:\n${said.join('\n')}`));
    });
  });
}
