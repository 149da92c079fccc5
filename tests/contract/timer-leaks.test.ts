import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** Runs vitest on `root` with the workspace's timer-leak setup file; its exit code and what it printed. */
async function vitestOn(root: string): Promise<{ code: number; output: string }> {
  const args = [path.join(workspace, 'node_modules/vitest/vitest.mjs'), 'run', '--root', root, '--config', path.join(root, 'vitest.config.mjs')];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' }, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// A child vitest run on a machine shared by several sessions: generous.
describe('the unit suite\'s timer-leak check (tests/support/timer-leaks.ts)', { timeout: 180_000 }, () => {
  it("fails a file whose test leaves an app timer pending, naming the test and the line; a file that clears its timers passes", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'airwave-timer-leaks-'));
    try {
      const plant = async (file: string, text: string) => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      };
      // The config needs no import (the plant sits outside the workspace's node_modules): globals, this setup file.
      await plant(
        'vitest.config.mjs',
        `export default { test: { include: ['*.test.js'], globals: true, setupFiles: [${JSON.stringify(path.join(workspace, 'tests/support/timer-leaks.ts'))}] } };\n`,
      );
      // The app's code: a toast whose timer nobody clears, and one that hands back its cancel.
      await plant('app/toast.js', 'export function showToast() {\n  setTimeout(() => window.document.title, 60_000);\n}\n');
      await plant('app/notice.js', 'export function showNotice() {\n  const timer = setTimeout(() => undefined, 60_000);\n  return () => clearTimeout(timer);\n}\n');
      await plant('leaky.test.js', "import { showToast } from './app/toast.js';\ntest('a toast is shown', () => {\n  showToast();\n  expect(1).toBe(1);\n});\n");
      await plant('clean.test.js', "import { showNotice } from './app/notice.js';\ntest('a notice is shown and taken down', () => {\n  showNotice()();\n  expect(1).toBe(1);\n});\n");

      const { code, output } = await vitestOn(root);
      expect(code).toBe(1);
      expect(output).toContain('A timer set by the app is still pending as this test file ends');
      expect(output).toMatch(/the test 'a toast is shown' left a 60000 ms timeout set at app\/toast\.js:2:\d+/);
      expect(output).toMatch(/FAIL\s+leaky\.test\.js/);
      expect(output).not.toMatch(/FAIL\s+clean\.test\.js/);
      expect(output).toMatch(/Test Files\s+1 failed \| 1 passed/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
