/**
 * The dev server's contract watcher (scripts/codegen/watch.ts), on a copy of the contracts: a saved contract
 * reaches generated/ while a Vite dev server runs, a broken one is reported and changes nothing.
 */
import { appendFile, copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codegenWatch, createCodegenWatcher } from '../../scripts/codegen/watch.ts';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
/** Generation takes seconds on a busy shared machine; these only bound a hang. */
const GENERATION = { timeout: 120_000, interval: 200 };

describe('the dev server regenerates generated/ when a contract changes', { timeout: 300_000 }, () => {
  let copy: string;
  let server: ViteDevServer | undefined;

  beforeEach(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'airwave-codegen-watch-'));
    await cp(path.join(workspace, 'contracts'), path.join(copy, 'contracts'), { recursive: true });
    await cp(path.join(workspace, 'generated'), path.join(copy, 'generated'), { recursive: true });
    // The workspace's record of its last codegen run, when there is one (`npm test` runs codegen:check first): the
    // watcher then runs only the generators an edit concerns, as in a developer's dev server.
    const manifest = 'node_modules/.cache/airwave-codegen/manifest.json';
    await mkdir(path.dirname(path.join(copy, manifest)), { recursive: true });
    await copyFile(path.join(workspace, manifest), path.join(copy, manifest)).catch(() => undefined);
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    // The watcher's run may still be writing its record into the copy's cache as the test ends: retry the removal.
    await rm(copy, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });

  it('a field added to an operation reaches the typed documents without a restart', async () => {
    server = await createServer({
      configFile: false,
      root: copy,
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false },
      plugins: [codegenWatch({ root: copy, settleMs: 50 })],
    });
    const operations = path.join(copy, 'contracts/graphql/operations/user.graphql');
    const generated = path.join(copy, 'generated/graphql/operations.ts');
    const before = await readFile(generated, 'utf8');
    expect(before).not.toContain('WatchProbe');
    // The dev server's file watcher scans the copy after it starts; an edit before it knows the file goes unseen.
    const watching = server.watcher;
    await vi.waitFor(() => expect(watching.getWatched()[path.dirname(operations)]).toContain('user.graphql'), GENERATION);

    await appendFile(operations, '\nquery WatchProbe { __typename }\n');

    await vi.waitFor(async () => expect(await readFile(generated, 'utf8')).toContain('export type WatchProbeQuery = {'), GENERATION);
    // Only what the operations produce was rewritten.
    expect(await readFile(path.join(copy, 'generated/rest/billing.ts'), 'utf8')).toBe(await readFile(path.join(workspace, 'generated/rest/billing.ts'), 'utf8'));
  });

  it('ignores files outside contracts/, and reports a contract that does not generate without touching generated/', async () => {
    const logged: string[] = [];
    const errors: string[] = [];
    const watcher = createCodegenWatcher({ root: copy, settleMs: 10, log: (line) => logged.push(line), error: (line) => errors.push(line) });

    await watcher.onFileEvent(path.join(copy, 'app/main.tsx'));
    expect([...logged, ...errors]).toEqual([]);

    const schemaFile = path.join(copy, 'generated/graphql/schema.ts');
    const schemaBefore = await readFile(schemaFile, 'utf8');
    await writeFile(path.join(copy, 'contracts/graphql/schema.graphql'), 'type Query { broken: }\n');
    await watcher.onFileEvent(path.join(copy, 'contracts/graphql/schema.graphql'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^codegen: the contracts do not generate, generated\/ is unchanged: .*Syntax Error/s);
    expect(await readFile(schemaFile, 'utf8')).toBe(schemaBefore);
  });
});
