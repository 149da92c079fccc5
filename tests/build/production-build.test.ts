import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MOCK_MARKERS = ['setupWorker', 'mockServiceWorker', '/__mocks', 'core-subscriber', 'mock-images'];
/** Strings only the local fake of Stripe.js (app/dev/fake-stripe.ts) carries: its test key, its 3-D Secure step, a test card. */
const FAKE_STRIPE_MARKERS = ['pk_test_airwave_local_fake', '3-D Secure authentication (test)', '4000002500003155'];
let productionDir: string;
let mockDir: string;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function build(mode: 'production' | 'mock'): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), `airwave-${mode}-build-`));
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    // vitest sets NODE_ENV=test, which would make Vite build with import.meta.env.DEV = true.
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return outDir;
}

/** Which mock markers appear in which built script or page. */
async function mockMarkersIn(dir: string, markers = MOCK_MARKERS): Promise<string[]> {
  const found: string[] = [];
  for (const file of (await filesUnder(dir)).filter((name) => /\.(js|html)$/.test(name))) {
    if (path.basename(file) === 'mockServiceWorker.js') continue;
    const text = await readFile(file, 'utf8');
    for (const marker of markers) if (text.includes(marker)) found.push(`${path.relative(dir, file)} contains ${marker}`);
  }
  return found;
}

beforeAll(async () => {
  [productionDir, mockDir] = await Promise.all([build('production'), build('mock')]);
}, 180_000);

afterAll(() => Promise.all([productionDir, mockDir].map((dir) => rm(dir, { recursive: true, force: true }))));

describe('npm run build (production)', () => {
  it('builds the app and the receiver', async () => {
    const files = (await filesUnder(productionDir)).map((file) => path.relative(productionDir, file));
    expect(files).toEqual(expect.arrayContaining(['app/index.html', 'receiver/index.html']));
  });

  it('carries no mock code: no service worker, no MSW, no mock world', async () => {
    const files = await filesUnder(productionDir);
    expect(files.map((file) => path.basename(file))).not.toContain('mockServiceWorker.js');
    expect(await mockMarkersIn(productionDir)).toEqual([]);
  });

  it('carries no fake Stripe, and the first page load loads no Stripe.js (only the billing pages, once a card form opens)', async () => {
    expect(await mockMarkersIn(productionDir, FAKE_STRIPE_MARKERS)).toEqual([]);
    const page = await readFile(path.join(productionDir, 'app/index.html'), 'utf8');
    const loaded = [...page.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1] as string);
    expect(loaded.length).toBeGreaterThan(0);
    for (const file of ['app/index.html', ...loaded]) expect(await readFile(path.join(productionDir, file), 'utf8')).not.toContain('js.stripe.com');
  });
});

describe('npm run build:mock (static build with the mock world)', () => {
  it('carries the service worker and the mock world', async () => {
    const files = (await filesUnder(mockDir)).map((file) => path.relative(mockDir, file));
    expect(files).toEqual(expect.arrayContaining(['app/index.html', 'receiver/index.html', 'mockServiceWorker.js']));
    expect((await mockMarkersIn(mockDir)).some((line) => line.includes('setupWorker'))).toBe(true);
    expect(await mockMarkersIn(mockDir, FAKE_STRIPE_MARKERS)).toHaveLength(FAKE_STRIPE_MARKERS.length);
  });
});
