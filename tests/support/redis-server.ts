/**
 * A Redis of a test's own: Debian's `redis-server` started on a free local port (never the default 6379) and
 * stopped again, so tests of the Redis world store and the cast relay's bus need nothing running beforehand.
 *
 * - By default it keeps nothing on disk (`--save '' --appendonly no`); with `persist: true` it writes every change
 *   to an append-only file before answering (`--appendonly yes --appendfsync always`), so `kill()` (a crash) and
 *   `stop()` then `start()` again on the same directory and port lose nothing acknowledged: what a restart test needs.
 * - `outage(during)` takes it away and brings it back with what it held (`SHUTDOWN SAVE`, then a start on the same
 *   port and directory), in either mode: the clients see their connections refused meanwhile. `freeze(during)` stalls
 *   it instead (SIGSTOP, SIGCONT): connections stay open and nothing is answered.
 * - It is ready once it answers PING (bounded by `startTimeoutMs`); a missing `redis-server` is an error saying how
 *   to install it. It never outlives the process that started it: started through util-linux's `setpriv
 *   --pdeathsig`, the kernel kills it when that process dies, even killed; and a process that exits kills what it
 *   still runs and removes their temporary directories.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

/** The redis-server run unless `REDIS_SERVER` names another (Debian's package installs it here). */
export const REDIS_SERVER_PATH = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
/** How long a start may take before it fails, generous for a loaded machine (it takes ≈ 10 ms on a quiet one). */
export const REDIS_START_TIMEOUT_MS = 60_000;
/** How long a stop may take before the process is killed. */
export const REDIS_STOP_TIMEOUT_MS = 30_000;
const HOST = '127.0.0.1';
/**
 * util-linux's setpriv (in every Debian), through which redis-server is started so that the kernel kills it when the
 * process that started it dies, however it dies (a killed test worker runs no exit hook).
 */
const SETPRIV_PATH = '/usr/bin/setpriv';
/** Redis's default port, which a developer's own Redis may use: never taken here. */
const DEFAULT_REDIS_PORT = 6379;

export interface RedisServerOptions {
  /** Keep every change on disk (append-only file, fsync'd on each write) for restart tests; default false. */
  persist?: boolean;
  /** The directory it works in (kept on close); default a new temporary one (removed on close). */
  dir?: string;
  /** The port; default a free one chosen by the system. */
  port?: number;
  /** How long to wait for it to answer PING, in milliseconds (default REDIS_START_TIMEOUT_MS). */
  startTimeoutMs?: number;
  /** The redis-server binary (default REDIS_SERVER_PATH). */
  executable?: string;
}

export interface RedisServer {
  /** `redis://127.0.0.1:<port>`: what a client (or the mock server's `--store`) connects to. */
  readonly url: string;
  readonly port: number;
  /** The directory its files (append-only file, dump.rdb) are in. */
  readonly dir: string;
  /** Whether its process is running (started and not stopped). */
  readonly running: boolean;
  /** Starts it again on the same port and directory, resolving once it answers PING. */
  start(): Promise<void>;
  /** Stops it gracefully (SIGTERM): without `persist` what it held is gone, with `persist` it is on disk. */
  stop(): Promise<void>;
  /** Kills it (SIGKILL), as a crash would: with `persist` every acknowledged write is on disk. */
  kill(): Promise<void>;
  /** Takes it away while `during` runs and brings it back on the same port with what it held; resolves to `during`'s result. */
  outage<T>(during: () => Promise<T> | T): Promise<T>;
  /**
   * Stalls it while `during` runs (SIGSTOP, then SIGCONT): connections stay open and commands get no answer, as when
   * Redis hangs or the network drops packets. Resolves to `during`'s result.
   */
  freeze<T>(during: () => Promise<T> | T): Promise<T>;
  /** Sends one command (its words) and resolves to the first line of the reply, e.g. `+PONG` or `:3`. */
  command(...words: string[]): Promise<string>;
  /** Stops it and removes its temporary directory (not one given as `dir`). */
  close(): Promise<void>;
}

/** Every process started and not yet stopped, killed when the test process exits (the worker ends or is stopped). */
const live = new Set<ChildProcess>();
const temporaryDirs = new Set<string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
    for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
  });
}

/** A port nobody listens on now (the system's choice), never Redis's default. */
async function freeRedisPort(): Promise<number> {
  for (;;) {
    const port = await freePort(HOST);
    if (port !== DEFAULT_REDIS_PORT) return port;
  }
}

/** One command over a fresh connection in Redis's protocol; resolves to the reply's first line, rejects if it cannot connect. */
export function redisCommand(port: number, words: readonly string[], timeoutMs = REDIS_START_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: HOST, port });
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`Redis on port ${port} did not answer ${words[0]} within ${timeoutMs} ms.`));
    }, timeoutMs);
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    socket.once('connect', () => {
      socket.write(`*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`);
    });
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
      const end = reply.indexOf('\r\n');
      if (end >= 0) finish(() => resolve(reply.slice(0, end)));
    });
    // SHUTDOWN answers nothing: the server closes the connection as it exits.
    socket.once('close', () => finish(() => (reply === '' && words[0]?.toUpperCase() === 'SHUTDOWN' ? resolve('') : reject(new Error(`Redis on port ${port} closed the connection before answering ${words[0]}.`)))));
    socket.once('error', (error) => finish(() => reject(error)));
  });
}

function runnable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function missingMessage(executable: string): string {
  return (
    `redis-server was not found at ${executable}. The Redis tests start their own Redis: install Debian's ` +
    "package (`sudo apt-get install -y redis-server`; .ci/run does it on CI), or set REDIS_SERVER to a redis-server 7 binary."
  );
}

/** Starts a Redis of the test's own and resolves once it answers PING. */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  installExitHook();
  const executable = options.executable ?? REDIS_SERVER_PATH;
  // A bare name is looked up on the PATH by the spawn (its ENOENT says the same); a path is checked here.
  if (executable.includes('/') && !runnable(executable)) throw new Error(missingMessage(executable));
  const withSetpriv = runnable(SETPRIV_PATH);
  const ownDir = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'airwave-redis-'));
  if (ownDir) temporaryDirs.add(dir);
  const startTimeoutMs = options.startTimeoutMs ?? REDIS_START_TIMEOUT_MS;
  const persistence = options.persist ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  let port = options.port ?? (await freeRedisPort());
  let child: ChildProcess | null = null;

  function launch(): Promise<void> {
    const args = ['--port', String(port), '--bind', HOST, '--dir', dir, '--save', '', ...persistence, '--daemonize', 'no', '--logfile', '', '--loglevel', 'notice'];
    const started = withSetpriv
      ? spawn(SETPRIV_PATH, ['--pdeathsig', 'KILL', executable, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(executable, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    live.add(started);
    let output = '';
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const fail = (message: string) =>
        settle(() => {
          started.kill('SIGKILL');
          reject(new Error(message));
        });
      const timer = setTimeout(() => fail(`redis-server on port ${port} did not answer PING within ${startTimeoutMs} ms. Its output:\n${output}`), startTimeoutMs);
      let probing = false;
      const onOutput = (chunk: Buffer) => {
        // Read on for as long as it runs (a full pipe would block it), keeping what it says until it is ready.
        if (probing) return;
        output += chunk.toString('utf8');
        // Printed once it listens: from then on it answers.
        if (!output.includes('Ready to accept connections')) return;
        probing = true;
        redisCommand(port, ['PING'], startTimeoutMs).then(
          (reply) => (reply === '+PONG' ? settle(resolve) : fail(`redis-server on port ${port} answered PING with ${reply}.`)),
          (error: unknown) => fail(`redis-server on port ${port} said it was ready but did not answer PING: ${(error as Error).message}`),
        );
      };
      started.stdout?.on('data', onOutput);
      started.stderr?.on('data', (chunk: Buffer) => {
        if (!probing) output += chunk.toString('utf8');
      });
      started.once('error', (error: NodeJS.ErrnoException) => {
        live.delete(started);
        fail(error.code === 'ENOENT' ? missingMessage(executable) : `redis-server could not be started: ${error.message}`);
      });
      started.once('exit', (code, signal) => {
        live.delete(started);
        if (child === started) child = null;
        // 127: setpriv found no such program on the PATH.
        fail(code === 127 && withSetpriv ? missingMessage(executable) : `redis-server on port ${port} exited (${signal ?? `code ${code}`}) before answering PING. Its output:\n${output}`);
      });
    });
  }

  function ended(running: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      if (running.exitCode !== null || running.signalCode !== null) resolve();
      else running.once('exit', () => resolve());
    });
  }

  async function halt(how: 'SIGTERM' | 'SIGKILL' | 'SHUTDOWN SAVE'): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    const exited = ended(running);
    if (how === 'SHUTDOWN SAVE') await redisCommand(port, ['SHUTDOWN', 'SAVE']).catch(() => running.kill('SIGTERM'));
    else running.kill(how);
    const timer = setTimeout(() => running.kill('SIGKILL'), REDIS_STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    live.delete(running);
  }

  // The port was free a moment ago; if something took it meanwhile, choose another (only for a port not asked for).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await launch();
      break;
    } catch (error) {
      const taken = /address already in use/i.test((error as Error).message);
      if (!taken || options.port !== undefined || attempt >= 5) {
        if (ownDir) {
          rmSync(dir, { recursive: true, force: true });
          temporaryDirs.delete(dir);
        }
        throw error;
      }
      port = await freeRedisPort();
    }
  }

  const server: RedisServer = {
    url: `redis://${HOST}:${port}`,
    port,
    dir,
    get running() {
      return child !== null;
    },
    async start() {
      if (!child) await launch();
    },
    stop: () => halt('SIGTERM'),
    kill: () => halt('SIGKILL'),
    async outage(during) {
      await halt('SHUTDOWN SAVE');
      try {
        return await during();
      } finally {
        await launch();
        // Without persistence the snapshot only carried the data over the outage: a later stop forgets it, as documented.
        if (!options.persist) rmSync(join(dir, 'dump.rdb'), { force: true });
      }
    },
    async freeze(during) {
      const running = child;
      if (!running) throw new Error(`redis-server on port ${port} is not running: there is nothing to freeze.`);
      running.kill('SIGSTOP');
      try {
        return await during();
      } finally {
        running.kill('SIGCONT');
      }
    },
    command: (...words) => redisCommand(port, words),
    async close() {
      await halt('SIGTERM');
      if (ownDir) {
        rmSync(dir, { recursive: true, force: true });
        temporaryDirs.delete(dir);
      }
    },
  };
  return server;
}
