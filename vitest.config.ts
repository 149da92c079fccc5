import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A test file's environment as vitest reads it: its `@vitest-environment` comment, else the project's. */
function environmentOf(spec: TestSpecification): string {
  let code = '';
  try {
    code = readFileSync(spec.moduleId, 'utf8');
  } catch {
    // An unreadable file keeps the project's environment; vitest reports it.
  }
  return /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1] ?? spec.project.config.environment ?? 'node';
}

/**
 * Vitest's own order (failed first, then the longest first), with the files of one environment together. A worker
 * that shares its loaded modules (`isolate: false`) goes on to the next file only if that file has the same
 * environment; otherwise it stops and a new process starts and imports everything again. Mixed in duration order, the
 * jsdom files and the node files changed places about 70 times a run, each time costing a new worker; together, the
 * change happens once per worker.
 */
class EnvironmentGroupsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const environment = environmentOf(spec);
      const group = groups.get(environment) ?? [];
      group.push(spec);
      groups.set(environment, group);
    }
    return [...groups.values()].flat();
  }
}

export default defineConfig({
  // App code under test never starts the browser mocks (see vite.config.ts).
  define: { __AIRWAVE_MOCKS__: 'false', __APP_VERSION__: '"0.0.0-test"', __PLAYER_VERSION__: '"0.0.0-test"' },
  resolve: {
    // One graphql realm for schema execution in tests (otherwise: "Cannot use GraphQLSchema from another module or realm").
    alias: { graphql: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // node 20 has a global WebSocket only behind this flag; MSW's WebSocket mocks patch that global.
    execArgv: ['--experimental-websocket'],
    // The type tests (tests/types/*.test-d.ts) are not run here: they hold only type assertions (expectTypeOf), and
    // `npm run typecheck` checks them with the rest of tests/ (tsconfig.node.json), failing on the assertion's line.
    // A test's own waits are bounded (a view test's by SCREEN_PATIENCE_MS each, tests/support/render.tsx), so this is
    // only the backstop for a test that hangs. It is the browser suite's 60 s: a view test that draws Home's whole
    // page in jsdom, and transforms its lazy chunks on first use, took 22 s at a load average of 26 (20 s failed it).
    testTimeout: 60_000,
    // The test files of one worker share the modules it has loaded (the mock world, the contracts' validators, React,
    // jsdom …) instead of starting a new process and importing everything again for each file: a third of the CPU
    // time and a quarter of the wall time of an isolated run. So a test file keeps its state in what it creates
    // (worlds, servers, clients, rendered trees) and puts back any global it changes. Each file runs the setup file
    // again, but the environment is the worker's: its jsdom files share one document (tests/support/render.tsx
    // empties its body after each test), and a file of another environment needs a new worker (see the sequencer).
    isolate: false,
    // Many files wait on servers, sockets and child processes: two workers even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A timer the app leaves pending when a file ends fails that file at once, naming the test that set it
    // (it would otherwise fire after the file's DOM is gone and fail the run with every test green).
    setupFiles: ['tests/support/timer-leaks.ts', 'tests/support/first-read-leaks.ts'],
    // The files of one environment one after another, so that a worker seldom has to be replaced.
    sequence: { sequencer: EnvironmentGroupsSequencer },
    // An error thrown outside any test (an unhandled rejection, a late callback) fails the run: the default, kept on purpose.
    dangerouslyIgnoreUnhandledErrors: false,
  },
});
