/**
 * The dev server's contract watcher: a change under contracts/ regenerates generated/ in the dev server's own
 * process (the generators stay loaded, so a regeneration after the first takes about a second), and Vite's module
 * graph carries the new files to the pages: the types the editor and `npm run typecheck` see, and the mock world
 * running in the browser (its validators, operation index and schema), which reloads with them. No restart.
 *
 * A contract that does not generate (a YAML or GraphQL syntax error) is reported in the dev server's output and
 * leaves generated/ as it was; the next save tries again.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { runCodegen } from './incremental.ts';

export interface CodegenWatchOptions {
  /** The workspace whose contracts/ is watched and whose generated/ is written. */
  root: string;
  /** How long a burst of changes (an editor saving several files) is gathered before one run, in ms. */
  settleMs?: number;
}

export interface CodegenWatcher {
  /** Called for every file the dev server's watcher reports; resolves when the run it caused (if any) ends. */
  onFileEvent(file: string): Promise<void>;
}

/** The watcher's logic, apart from Vite: which files count, one run at a time, a burst gathered into one run. */
export function createCodegenWatcher(options: CodegenWatchOptions & { log: (line: string) => void; error: (line: string) => void }): CodegenWatcher {
  const contracts = path.join(options.root, 'contracts') + path.sep;
  const settleMs = options.settleMs ?? 150;
  let running: Promise<void> = Promise.resolve();
  let pending: Promise<void> | null = null;

  async function regenerate(): Promise<void> {
    const started = performance.now();
    try {
      const result = await runCodegen(options.root, { log: (line) => options.log(`codegen: ${line}`) });
      const changed = result.written.length + result.removed.length;
      if (changed > 0) options.log(`codegen: ${changed} generated file(s) updated in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      options.error(`codegen: the contracts do not generate, generated/ is unchanged: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    onFileEvent(file) {
      if (!path.resolve(file).startsWith(contracts)) return Promise.resolve();
      // Changes arriving while a run is waiting to start join it; a change during a run causes one more run after it.
      pending ??= new Promise<void>((resolve) => setTimeout(resolve, settleMs)).then(() => {
        pending = null;
        running = running.then(regenerate);
        return running;
      });
      return pending;
    },
  };
}

/** The Vite plugin: the dev server watches contracts/ and regenerates on every change. */
export function codegenWatch(options: CodegenWatchOptions): Plugin {
  return {
    name: 'airwave-codegen-watch',
    apply: 'serve',
    configureServer(server) {
      const logger = server.config.logger;
      const watcher = createCodegenWatcher({
        ...options,
        log: (line) => logger.info(line, { timestamp: true }),
        error: (line) => logger.error(line, { timestamp: true }),
      });
      server.watcher.add(path.join(options.root, 'contracts'));
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file: string) => void watcher.onFileEvent(file));
      }
    },
  };
}
