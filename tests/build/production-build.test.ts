import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let outDir: string;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'airwave-build-'));
  await promisify(execFile)(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    // vitest sets NODE_ENV=test, which would make Vite build with import.meta.env.DEV = true.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}, 120_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  it('builds the app and the receiver', async () => {
    const files = (await filesUnder(outDir)).map((file) => path.relative(outDir, file));
    expect(files).toEqual(expect.arrayContaining(['app/index.html', 'receiver/index.html']));
  });

  it('carries no mock code: no service worker, no MSW, no mock world', async () => {
    const files = await filesUnder(outDir);
    expect(files.map((file) => path.basename(file))).not.toContain('mockServiceWorker.js');
    const offenders: string[] = [];
    for (const file of files.filter((name) => /\.(js|html)$/.test(name))) {
      const text = await readFile(file, 'utf8');
      for (const marker of ['setupWorker', 'mockServiceWorker', '/__mocks', 'core-subscriber', 'mock-images']) {
        if (text.includes(marker)) offenders.push(`${path.relative(outDir, file)} contains ${marker}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
